import { BenchError } from './errors.ts';
import { benchRoutes, formFactors, type BenchRoute, type FormFactor } from './routes.ts';

export interface BenchOptions {
  routes: BenchRoute[];
  runs: number;
  formFactors: FormFactor[];
  skipBuild: boolean;
  /** Extra page counts for the scale study; when set, the bench runs that study instead of Lighthouse. */
  scale: number[] | null;
}

export const usage = `Usage: npm run bench -- [options]

  --routes home,about-us       only these routes (${benchRoutes.map((r) => r.name).join(', ')}; default all)
  --runs N                     Lighthouse runs per route, form factor and variant; with --scale,
                               validate and build runs per page count (default 3)
  --form-factor mobile|desktop|both   (default both)
  --skip-build                 measure the existing dist/ instead of building
  --scale 100,1000             instead of Lighthouse: validate/build time and home-page JS with N extra pages
  --help                       this text`;

/** Reads the command line; any mistake is a BenchError that names the option and shows the usage. */
export function parseOptions(args: string[]): BenchOptions | 'help' {
  const options: BenchOptions = { routes: [...benchRoutes], runs: 3, formFactors: [...formFactors], skipBuild: false, scale: null };
  const wrong = (message: string): never => {
    throw new BenchError(`${message}\n\n${usage}`);
  };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    // Accept both "--runs 3" and "--runs=3".
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string => {
      const next = inline ?? args[++index];
      if (next === undefined || next.startsWith('--')) wrong(`${name} needs a value.`);
      return next!;
    };
    switch (name) {
      case '--help':
      case '-h':
        return 'help';
      case '--routes': {
        const names = value().split(',').map((n) => n.trim()).filter(Boolean);
        const unknown = names.filter((n) => !benchRoutes.some((r) => r.name === n));
        if (unknown.length) wrong(`Unknown route ${unknown.map((n) => `"${n}"`).join(', ')}. Known routes: ${benchRoutes.map((r) => r.name).join(', ')}.`);
        options.routes = benchRoutes.filter((r) => names.includes(r.name));
        break;
      }
      case '--runs': {
        const runs = Number(value());
        if (!Number.isInteger(runs) || runs < 1) wrong('--runs must be a whole number of at least 1.');
        options.runs = runs;
        break;
      }
      case '--form-factor': {
        const choice = value();
        if (choice === 'both') options.formFactors = [...formFactors];
        else if (choice === 'mobile' || choice === 'desktop') options.formFactors = [choice];
        else wrong(`--form-factor must be mobile, desktop or both, not "${choice}".`);
        break;
      }
      case '--skip-build':
        options.skipBuild = true;
        break;
      case '--scale': {
        const counts = value().split(',').map((n) => Number(n.trim()));
        if (!counts.length || counts.some((n) => !Number.isInteger(n) || n < 1 || n > 9999)) wrong('--scale takes page counts between 1 and 9999, such as --scale 100,1000.');
        options.scale = [...new Set(counts)].sort((a, b) => a - b);
        break;
      }
      default:
        wrong(`Unknown option "${arg}".`);
    }
  }
  return options;
}
