import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Person } from '../auth/people.ts';
import { catchUp } from '../draft/catch-up.ts';
import { contentPaths, type Draft } from '../draft/draft.ts';
import { checkoutOf, git } from '../draft/git.ts';
import { JsonFile } from '../store.ts';
import { run } from './run.ts';

/** One published version of the draft (docs/BEHAVIOUR.md#editing-server). */
export interface Publication {
  commit: string;
  /** ISO time. */
  time: string;
  by: string;
  /** The saves it brought, as their messages say, with their authors. */
  summary: { message: string; author: string }[];
  /** Where it went: pushed to the remote, waiting for a retry of the push, or written to the site folder. */
  outcome: 'pushed' | 'push-failed' | 'folder';
  /** What went wrong with the push, in plain words. */
  problem?: string;
  /** How long the check, the build and the push took, in ms. */
  took: number;
}

/** `pushFailed`: the version is published in the repository, but its push failed; History offers to retry it. */
export type PublishResult = { ok: true; publication: Publication } | { ok: false; message: string; pushFailed?: true };

interface PublisherOptions {
  draft: Draft;
  codeRoot: string;
  dataFolder: string;
  remote: string;
  log: (message: string) => void;
}

/**
 * Publish (docs/BEHAVIOUR.md#editing-server): the draft brought up to date with the publishing branch, the
 * content check and the production build run on a copy of it as it stands, then the publishing
 * branch moved to it and pushed to the remote (without one, the build is the site folder).
 */
export class Publisher {
  private busy: string | undefined;
  private readonly file: JsonFile<{ publications: Publication[] }>;

  constructor(private readonly options: PublisherOptions) {
    this.file = new JsonFile(join(options.dataFolder, 'publications.json'), () => ({ publications: [] }));
  }

  /** Every publication, the latest first. */
  publications(): Publication[] {
    return [...this.file.read().publications].reverse();
  }

  /** The folder the build goes to when the repository has no remote. */
  get siteFolder(): string {
    return join(this.options.dataFolder, 'site');
  }

  async publish(person: Person): Promise<PublishResult> {
    if (this.busy) return { ok: false, message: `${this.busy} is publishing right now: wait a moment, then look at History.` };
    this.busy = person.name;
    try {
      return await this.publishNow(person);
    } finally {
      this.busy = undefined;
    }
  }

  /** Pushes the latest publication again, after a push that failed. */
  async retryPush(): Promise<PublishResult> {
    const all = this.file.read().publications;
    const last = all.at(-1);
    if (!last || last.outcome !== 'push-failed') return { ok: false, message: 'There is no failed push to retry.' };
    const problem = await this.push();
    const publication: Publication = { ...last, outcome: problem ? 'push-failed' : 'pushed', ...(problem ? { problem } : {}) };
    if (!problem) delete publication.problem;
    this.file.write({ publications: [...all.slice(0, -1), publication] });
    return problem ? { ok: false, message: problem } : { ok: true, publication };
  }

  private async publishNow(person: Person): Promise<PublishResult> {
    const started = performance.now();
    const { draft } = this.options;
    const hindrance = await this.hindrance();
    if (hindrance) return { ok: false, message: hindrance };
    const behind = await this.catchUp(person);
    if (behind) return { ok: false, message: behind };
    const commit = await draft.head();
    const published = await this.publishedCommit();
    if (commit === published) return { ok: false, message: 'The draft has no changes to publish: the live site is already as it stands.' };
    const tree = await this.snapshot(commit);
    const checked = await run(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', '--root', tree], { cwd: this.options.codeRoot });
    if (!checked.ok) return { ok: false, message: `The content check refuses to publish. Fix this first (nothing was published):\n\n${checked.output}` };
    const build = join(this.options.dataFolder, 'build');
    const built = await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', build, '--emptyOutDir'], {
      cwd: this.options.codeRoot,
      // The editing server's own Vite set NODE_ENV=development, which would make a development build.
      env: { SITE_DIR: tree, NODE_ENV: 'production' },
    });
    if (!built.ok) return { ok: false, message: `The build failed, so nothing was published. What it said:\n\n${built.output}` };
    const moved = await this.moveBranch(commit, published);
    if (moved) return { ok: false, message: moved };
    const hasRemote = await this.hasRemote();
    const problem = hasRemote ? await this.push() : this.replaceSiteFolder(build);
    const publication: Publication = {
      commit,
      time: new Date().toISOString(),
      by: person.name,
      summary: await this.summary(published, commit),
      outcome: !hasRemote ? 'folder' : problem ? 'push-failed' : 'pushed',
      ...(problem ? { problem } : {}),
      took: Math.round(performance.now() - started),
    };
    this.file.update(({ publications }) => ({ publications: [...publications, publication] }));
    this.options.log(`Published ${commit.slice(0, 8)} by ${person.name} in ${publication.took} ms (${publication.outcome}).`);
    return problem ? { ok: false, message: problem, pushFailed: true } : { ok: true, publication };
  }

  /**
   * The publishing branch's changes made outside the editor (a developer's push) brought into the
   * draft; where both changed the same lines, nothing is published until someone chooses.
   */
  private async catchUp(person: Person): Promise<string | undefined> {
    const clashes = await catchUp(this.options.draft, person, this.options.remote);
    if (clashes.length === 0) return undefined;
    return `Someone changed the ${this.options.draft.publishBranch} branch outside the editor, on the same lines as the draft, in ${clashes.length} ${clashes.length === 1 ? 'place' : 'places'}. Nothing was published: choose which version to keep on the "Choose" page, then Publish again.`;
  }

  private publishedCommit(): Promise<string> {
    return git(this.options.draft.repository, ['rev-parse', `refs/heads/${this.options.draft.publishBranch}`]).then((text) => text.trim());
  }

  /** A checkout of `commit` beside the draft's, for the check and the build: saves made meanwhile do not reach them. */
  private async snapshot(commit: string): Promise<string> {
    const tree = join(this.options.dataFolder, 'publish-tree');
    const { repository } = this.options.draft;
    if (!existsSync(join(tree, '.git'))) {
      await git(repository, ['worktree', 'prune']);
      await git(repository, ['worktree', 'add', '--quiet', '--detach', '--force', tree, commit]);
    } else {
      await git(tree, ['checkout', '--quiet', '--detach', '--force', commit]);
      await git(tree, ['clean', '--quiet', '-d', '--force', '--', ...contentPaths]);
    }
    return tree;
  }

  /**
   * The publishing branch moved to `commit`: where it is checked out (the owner's checkout), by a
   * fast-forward there, refused while that checkout has uncommitted changes; elsewhere, its ref.
   */
  private async moveBranch(commit: string, published: string): Promise<string | undefined> {
    const { repository, publishBranch } = this.options.draft;
    const checkout = await checkoutOf(repository, publishBranch);
    if (!checkout) {
      // Only from the commit checked: a branch moved meanwhile is not overwritten.
      await git(repository, ['update-ref', `refs/heads/${publishBranch}`, commit, published]);
      return undefined;
    }
    if ((await git(checkout, ['status', '--porcelain', '--untracked-files=no'])).trim() !== '') return uncommitted(checkout, publishBranch);
    await git(checkout, ['merge', '--quiet', '--ff-only', commit]);
    return undefined;
  }

  /** What stops Publish before it checks anything: the owner's checkout of the publishing branch with uncommitted changes. */
  async hindrance(): Promise<string | undefined> {
    const { repository, publishBranch } = this.options.draft;
    const checkout = await checkoutOf(repository, publishBranch);
    if (!checkout || (await git(checkout, ['status', '--porcelain', '--untracked-files=no'])).trim() === '') return undefined;
    return uncommitted(checkout, publishBranch);
  }

  private async hasRemote(): Promise<boolean> {
    const remotes = (await git(this.options.draft.repository, ['remote'])).split('\n');
    return remotes.includes(this.options.remote);
  }

  /** Undefined once pushed; else what went wrong, in plain words. */
  private async push(): Promise<string | undefined> {
    const { repository, publishBranch } = this.options.draft;
    const pushed = await run('git', ['push', '--quiet', this.options.remote, `refs/heads/${publishBranch}:refs/heads/${publishBranch}`], {
      cwd: repository,
      env: { GIT_TERMINAL_PROMPT: '0' },
    });
    if (pushed.ok) return undefined;
    this.options.log(`The push to ${this.options.remote} failed: ${pushed.output}`);
    const said = pushed.output.split('\n').find((line) => line.trim() !== '') ?? '';
    return `The site is published here, but sending it to the live site's repository ("${this.options.remote}") failed, so the live site has not changed yet. Nothing is lost: press "Retry sending" in a moment. Git said: ${said}`;
  }

  private replaceSiteFolder(build: string): undefined {
    rmSync(this.siteFolder, { recursive: true, force: true });
    renameSync(build, this.siteFolder);
    return undefined;
  }

  private async summary(from: string, to: string): Promise<Publication['summary']> {
    const log = await git(this.options.draft.folder, ['log', '--no-merges', '--format=%s%x00%an', `${from}..${to}`]);
    return log
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [message = '', author = ''] = line.split('\0');
        return { message, author };
      });
  }
}

const uncommitted = (checkout: string, branch: string): string =>
  `The repository's checkout at ${checkout} has changes on ${branch} nobody committed, so nothing was published. Its owner should commit or put them away, then Publish again.`;
