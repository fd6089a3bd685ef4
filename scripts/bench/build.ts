import { BenchError } from './errors.ts';
import { bin } from './paths.ts';
import { run, tail } from './processes.ts';

/**
 * `vite build` in `root`, into `outDir` when given. Vite's build runs the content pipeline and
 * stops on any content error, so a successful build is also a validated one.
 */
export async function viteBuild(root: string, outDir?: string): Promise<number> {
  const args = ['build', ...(outDir ? ['--outDir', outDir, '--emptyOutDir'] : [])];
  const result = await run(bin('vite', root), args, { cwd: root });
  if (result.code !== 0) throw new BenchError(`vite build failed in ${root} (exit code ${result.code}):\n${tail(result.output)}`);
  return result.ms;
}
