/**
 * Which section of a page file each section was before the save, so that a problem the content
 * check found before is recognised after sections moved: `blocks[3].heading` of a page whose
 * third section moved up is the `blocks[2].heading` it was. Sections new to the save have none.
 */
export class BlockOrigins {
  private readonly origins = new Map<string, (number | null)[]>();

  private of(file: string, count: number): (number | null)[] {
    let origins = this.origins.get(file);
    if (!origins) this.origins.set(file, (origins = Array.from({ length: count }, (_, index) => index)));
    return origins;
  }

  move(file: string, count: number, from: number, to: number): void {
    const origins = this.of(file, count);
    origins.splice(to, 0, ...origins.splice(from, 1));
  }

  remove(file: string, count: number, index: number): void {
    this.of(file, count).splice(index, 1);
  }

  insert(file: string, count: number, index: number): void {
    this.of(file, count).splice(index, 0, null);
  }

  /** `path` (`blocks[2].heading`) of a problem in `file` as the sections were numbered before; a new section's, marked as such. */
  original(file: string, path: string): string {
    const origins = this.origins.get(file);
    const match = /^blocks\[(\d+)\]/.exec(path);
    if (!origins || !match) return path;
    const origin = origins[Number(match[1])];
    return `blocks[${origin ?? `new ${match[1]}`}]${path.slice(match[0].length)}`;
  }
}
