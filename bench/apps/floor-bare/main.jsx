// The bare floor: the least a React page can do for the same schemas. Uncontrolled native inputs (the browser keeps
// every value; React renders once and never again while typing), no stylesheet at all, labels and ids as the kit's,
// values read from the form on submit. The floor (apps/floor) keeps each field's value in React state; this one
// is what a dialog with no form library and no look costs, the lowest bar a host could compare the kit with.
import { createRoot } from 'react-dom/client';
import { exposeWarmMount, formFromLocation, recordMount } from '../shared/schemas.js';

const controlId = (name) => `bench-${name}-control`;

function field(name, schema) {
  const label = schema.title ?? name;
  const id = controlId(name);
  const options = schema.enum ?? schema.oneOf?.map((option) => option.const) ?? schema.items?.enum;
  const titles = schema.oneOf?.map((option) => option.title) ?? options;
  if (schema.type === 'boolean') return <div key={name}><input type="checkbox" id={id} name={name} /> <label htmlFor={id}>{label}</label></div>;
  if (schema.type === 'array') {
    return (
      <fieldset key={name} id={id}><legend>{label}</legend>
        {options.map((option) => <label key={option}><input type="checkbox" name={name} value={option} /> {option}</label>)}
      </fieldset>
    );
  }
  if (options && options.length <= 7) {
    return (
      <div key={name} role="radiogroup" id={id} aria-label={label}>{label}
        {options.map((option) => <label key={option}><input type="radio" name={name} value={option} /> {option}</label>)}
      </div>
    );
  }
  if (options) {
    return (
      <div key={name}><label htmlFor={id}>{label}</label>
        <select id={id} name={name} defaultValue="">
          <option value="">Choose…</option>
          {options.map((option, i) => <option key={option} value={option}>{titles[i]}</option>)}
        </select>
      </div>
    );
  }
  // Suggestions get the browser's own list (a datalist), with no script while typing.
  const suggestions = schema['x-openai-suggestions'];
  return (
    <div key={name}><label htmlFor={id}>{label}</label>
      <input id={id} name={name} type={schema.type === 'string' ? 'text' : 'number'} list={suggestions ? `${id}-list` : undefined} />
      {suggestions ? <datalist id={`${id}-list`}>{suggestions.map((s) => <option key={s.const} value={s.const}>{s.title}</option>)}</datalist> : null}
    </div>
  );
}

function BareForm({ schema }) {
  const submit = (event) => {
    event.preventDefault();
    window.__benchResult = { action: 'accept', content: Object.fromEntries(new FormData(event.currentTarget)) };
  };
  return (
    <form onSubmit={submit}>
      <p>Benchmark form</p>
      {Object.entries(schema.properties).map(([name, property]) => field(name, property))}
      <button type="button">Cancel</button> <button type="button">Decline</button> <button type="submit">Submit</button>
    </form>
  );
}

const { schema, last } = formFromLocation();
createRoot(document.getElementById('root')).render(<BareForm schema={schema} />);
recordMount(controlId(last));
exposeWarmMount((fresh) => <BareForm schema={fresh} />);
