import { refName, typeText, type Operation } from './openapi-view';

export function OperationView({ method, path, operation }: { method: string; path: string; operation: Operation }) {
  const body = operation.requestBody?.content['application/json'];
  return (
    <section id={operation.operationId ?? `${method}-${path}`} className="site-card site-api-operation">
      <h3>
        <span className={`site-method site-method-${method}`}>{method.toUpperCase()}</span> <code>{path}</code>
      </h3>
      {operation.summary && <p className="site-api-summary">{operation.summary}</p>}
      {operation.description && <p className="site-muted">{operation.description}</p>}

      {operation.parameters && operation.parameters.length > 0 && (
        <>
          <h4>Parameters</h4>
          <table className="site-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">In</th>
                <th scope="col">Type</th>
              </tr>
            </thead>
            <tbody>
              {operation.parameters.map((parameter) => (
                <tr key={parameter.name}>
                  <td>
                    <code>{parameter.name}</code>{' '}
                    {parameter.required && <span className="site-schema-required">required</span>}
                  </td>
                  <td>{parameter.in}</td>
                  <td>{parameter.schema ? typeText(parameter.schema) : 'string'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}

      {body && (
        <>
          <h4>Request body</h4>
          <p>
            <code>application/json</code>: <SchemaLink type={typeText(body.schema)} schemaRef={body.schema.$ref} />
          </p>
          {body.example !== undefined && (
            <details className="site-api-example">
              <summary>Example</summary>
              <pre>
                <code>{JSON.stringify(body.example, null, 2)}</code>
              </pre>
            </details>
          )}
        </>
      )}

      <h4>Responses</h4>
      <table className="site-table">
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Meaning</th>
            <th scope="col">Body</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(operation.responses).map(([status, response]) => {
            const schema = response.content?.['application/json']?.schema;
            return (
              <tr key={status}>
                <td>
                  <code>{status}</code>
                </td>
                <td>{response.description}</td>
                <td>{schema ? <SchemaLink type={typeText(schema)} schemaRef={schema.$ref} /> : '-'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function SchemaLink({ type, schemaRef }: { type: string; schemaRef?: string }) {
  return schemaRef ? <a href={`#schema-${refName(schemaRef)}`}>{type}</a> : <>{type}</>;
}
