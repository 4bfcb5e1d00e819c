// The example page of `elicit-kit/element` (README "Custom element"): plain DOM code, no React here.
import '../../components/element/index.ts';
import { kindFixtures } from '../../src/fixtures/index.ts';

const form = document.querySelector('elicitation-form')!;
const select = document.querySelector<HTMLSelectElement>('#fixture')!;
const theme = document.querySelector<HTMLSelectElement>('#theme')!;
const output = document.querySelector('output')!;

select.append(...kindFixtures.map((fixture) => new Option(fixture.title, fixture.id)));
const show = () => {
  const fixture = kindFixtures.find((entry) => entry.id === select.value) ?? kindFixtures[0]!;
  output.textContent = '';
  form.server = { name: 'Demo server' };
  form.request = { message: fixture.message, requestedSchema: fixture.requestedSchema };
};
select.addEventListener('change', show);
theme.addEventListener('change', () => (form.theme = (theme.value || undefined) as 'light' | 'dark' | undefined));
form.addEventListener('elicitation-result', (event) => (output.textContent = JSON.stringify(event.detail)));
show();
