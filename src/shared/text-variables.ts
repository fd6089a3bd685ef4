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
