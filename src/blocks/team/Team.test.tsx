import { describe, expect, it } from 'vitest';
import { renderBlockExample } from '../../../tests/support/block-example.tsx';

describe('the team block', () => {
  const html = renderBlockExample('team', 'en');
  const people = [...html.matchAll(/<li class="team-member">(.*?)<\/li>/gs)].map(([, inner]) => inner!);

  it('draws each person as the photo, the name as an h3 and the role, the photo described by the name after it', () => {
    expect(people).toHaveLength(2);
    expect(people[1]).toMatch(
      /^<img src="\/images\/people\/javier-escribano.svg" alt="" width="160" height="160" loading="lazy"[^>]*><h3 class="team-member__name">Javier Escribano<\/h3><p class="team-member__role">Head of data intelligence<\/p>$/,
    );
  });

  it('makes the name a link to the profile when there is one, another website opening apart', () => {
    expect(people[0]).toMatch(
      /<h3 class="team-member__name"><a href="https:\/\/www.example.com\/people\/marta-olmedo" target="_blank" rel="noopener noreferrer">Marta Olmedo<span class="visually-hidden"> (<!-- -->)?\(opens another website\)<\/span><\/a><\/h3>/,
    );
  });
});
