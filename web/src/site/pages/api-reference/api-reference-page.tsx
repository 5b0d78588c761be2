import publicOpenApi, { openApiPath } from 'virtual:public-openapi';
import { SiteLink } from '../../site-navigation';
import { operationsOf, type OpenApiDocument } from './openapi-view';
import { OperationView } from './operation-view';
import { SchemaView } from './schema-view';

/** The public API reference, rendered from the OpenAPI document the API itself serves (generated at build time). */
export default function ApiReferencePage() {
  return <ApiReference document={publicOpenApi} documentPath={openApiPath} />;
}

export function ApiReference({ document, documentPath }: { document: OpenApiDocument; documentPath: string }) {
  const operations = operationsOf(document);
  const keys = Object.entries(document.components?.securitySchemes ?? {});
  return (
    <article className="site-section site-api">
      <p>
        <SiteLink href="/docs">← Docs</SiteLink>
      </p>
      <h1>Public API reference</h1>
      <p className="site-lead">{document.info.description}</p>
      <p className="site-muted">
        {document.info.title}, version {document.info.version} · OpenAPI {document.openapi} ·{' '}
        <a href={documentPath}>Download the OpenAPI document</a>
      </p>

      <h2 id="authentication">Authentication</h2>
      {keys.map(([name, scheme]) => (
        <p key={name}>
          Send your API key in the <code>{scheme.name}</code> {scheme.in} of every request. Create keys in{' '}
          <strong>Settings → API</strong> in the app; a key belongs to one custom store.
        </p>
      ))}

      <h2 id="endpoints">Endpoints</h2>
      <ul className="site-api-toc">
        {operations.map(({ method, path, operation }) => (
          <li key={`${method} ${path}`}>
            <a href={`#${operation.operationId ?? `${method}-${path}`}`}>
              <span className={`site-method site-method-${method}`}>{method.toUpperCase()}</span> <code>{path}</code>{' '}
              {operation.summary}
            </a>
          </li>
        ))}
      </ul>
      {operations.map(({ method, path, operation }) => (
        <OperationView key={`${method} ${path}`} method={method} path={path} operation={operation} />
      ))}

      <h2 id="schemas">Schemas</h2>
      {Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => (
        <section key={name} id={`schema-${name}`} className="site-api-schema">
          <h3>{name}</h3>
          <SchemaView schema={schema} />
        </section>
      ))}
    </article>
  );
}
