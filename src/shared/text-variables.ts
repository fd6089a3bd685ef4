import type { SiteSettings } from '../generated/content-types.ts';

/**
 * Values editors can place in any text as {{name}}, so constants such as the company name live
 * once in site.yaml and never in the texts.
 */
export function textVariables(site: Pick<SiteSettings, 'company' | 'contact'>) {
  return {
    company: site.company.name,
    phone: site.contact.phone,
    email: site.contact.email,
    address: site.contact.address.join(', '),
    year: String(site.company.copyrightYear),
  };
}

export type TextVariableName = keyof ReturnType<typeof textVariables>;
export const textVariableNames: readonly TextVariableName[] = ['company', 'phone', 'email', 'address', 'year'];

/**
 * A `{{name}}` in a text, spaces allowed inside the braces: the content check reads them so
 * (`unknown-variable`), and i18next fills in plain texts the same way.
 */
export const textVariablePattern = /\{\{\s*([^}\s]*)\s*\}\}/g;

/**
 * `text` with each `{{name}}` of `values` filled in, others left as written. The build fills in
 * formatted texts with it, piece by piece after reading their Markdown, so that a value is always
 * text and never formatting (docs/BEHAVIOUR.md#formatted-texts).
 */
export function fillTextVariables(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(textVariablePattern, (written, name: string) => (Object.hasOwn(values, name) ? values[name]! : written));
}
