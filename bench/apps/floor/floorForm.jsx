// The floor: hand-written plain React inputs for the same schemas. Each field keeps its own state (the fastest
// ordinary way to write a big React form), labels and ids as the kit's, values collected on submit.
import { memo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { exposeWarmMount, formFromLocation, recordMount } from '../shared/schemas.js';

const controlId = (name) => `bench-${name}-control`;

const Field = memo(function Field({ name, schema, values }) {
  const [value, setValue] = useState(schema.type === 'array' ? [] : schema.type === 'boolean' ? false : '');
  const change = (next) => { values.current[name] = next; setValue(next); };
  const label = schema.title ?? name;
  const options = schema.enum ?? schema.oneOf?.map((option) => option.const) ?? schema.items?.enum;
  const titles = schema.oneOf?.map((option) => option.title) ?? options;
  if (schema.type === 'boolean') {
    return <div><input type="checkbox" id={controlId(name)} checked={value} onChange={(e) => change(e.target.checked)} /> <label htmlFor={controlId(name)}>{label}</label></div>;
  }
  if (schema.type === 'array') {
    return (
      <fieldset id={controlId(name)}><legend>{label}</legend>
        {options.map((option) => (
          <label key={option}><input type="checkbox" checked={value.includes(option)} onChange={(e) => change(e.target.checked ? [...value, option] : value.filter((v) => v !== option))} /> {option}</label>
        ))}
      </fieldset>
    );
  }
  if (options && options.length <= 7) {
    return (
      <div role="radiogroup" id={controlId(name)} aria-label={label}>{label}
        {options.map((option) => (
          <label key={option}><input type="radio" name={name} checked={value === option} onChange={() => change(option)} /> {option}</label>
        ))}
      </div>
    );
  }
  if (options) {
    return (
      <div><label htmlFor={controlId(name)}>{label}</label>
        <select id={controlId(name)} value={value} onChange={(e) => change(e.target.value)}>
          <option value="">Choose…</option>
          {options.map((option, i) => <option key={option} value={option}>{titles[i]}</option>)}
        </select>
      </div>
    );
  }
  const suggestions = schema['x-openai-suggestions'];
  // A hand-written suggestion list: the first 50 matches of what was typed, shown under the input.
  const query = String(value).toLowerCase();
  const matches = suggestions && query ? suggestions.filter((s) => s.title.toLowerCase().includes(query)).slice(0, 50) : [];
  return (
    <div><label htmlFor={controlId(name)}>{label}</label>
      <input id={controlId(name)} type={schema.type === 'string' ? 'text' : 'number'} value={value} onChange={(e) => change(e.target.value)} />
      {matches.length > 0 ? <ul role="listbox" aria-label={label}>{matches.map((s) => <li role="option" aria-selected="false" key={s.const} onClick={() => change(s.const)}>{s.title}</li>)}</ul> : null}
    </div>
  );
});

function FloorForm({ schema }) {
  const values = useRef({});
  return (
    <form onSubmit={(e) => { e.preventDefault(); window.__benchResult = { action: 'accept', content: values.current }; }}>
      <p>Benchmark form</p>
      {Object.entries(schema.properties).map(([name, property]) => <Field key={name} name={name} schema={property} values={values} />)}
      <button type="button">Cancel</button> <button type="button">Decline</button> <button type="submit">Submit</button>
    </form>
  );
}

/** Mounts the floor's form for the page's `?form=` (its own page, and the floor-kit-* diagnostics, call it). */
export function mountFloor() {
  const { schema, last } = formFromLocation();
  createRoot(document.getElementById('root')).render(<FloorForm schema={schema} />);
  recordMount(controlId(last));
  exposeWarmMount((fresh) => <FloorForm schema={fresh} />);
}
