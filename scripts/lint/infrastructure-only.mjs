// The lint rule fx/infrastructure-only, used by eslint.config.mjs.
import ts from 'typescript';

// service-kit is infrastructure only (STYLE.md, "Infrastructure is its own package"): it imports
// nothing of the contracts' domain folders, whether by path or through the @fx/contracts index.
// What it may take from the contracts: the typed maps its messaging and outbox are built on
// (event-map.ts: EventEnvelope, EventType, EVENT_SCHEMAS...; rpc-map.ts: RpcName, RPC_SCHEMAS...),
// the error codes (error-codes.ts) and common/ (error details, health). A domain's own code (a
// read model, its settings, its metric names) lives in that domain: libs/rate-table, the
// contracts' domain folders, the service.
const CONTRACT_DOMAINS = [
  'orders',
  'rates',
  'identity',
  'notifications',
  'payments',
  'compliance',
  'site',
  'money',
];
const CONTRACT_DOMAIN_FILE = new RegExp(
  `/libs/contracts/(?:src|dist)/(${CONTRACT_DOMAINS.join('|')})/`,
);

/**
 * Reports each name imported (or re-exported) from a contracts domain folder, by where the name is
 * declared: `import { RATE_TABLE_CACHE_KEY } from '@fx/contracts'` is caught through the index.
 */
export const infrastructureOnly = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps the contracts' domain folders out of service-kit." },
    messages: {
      domain:
        "service-kit is infrastructure only: {{name}} belongs to the contracts' {{domain}} domain (libs/contracts/src/{{domain}}/). Put the code that needs it in that domain (libs/rate-table, the contracts' domain folder, the service) or pass it in from there.",
      whole:
        "service-kit is infrastructure only: import the names it needs from '{{source}}', not the whole module (it holds the domains).",
    },
    schema: [],
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    const checker = services.program.getTypeChecker();
    /** The file that declares what `node` (a TypeScript identifier or module name) refers to. */
    const declaredIn = (node) => {
      const symbol = checker.getSymbolAtLocation(node);
      const target =
        symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return target?.declarations?.[0]?.getSourceFile().fileName.replace(/\\/g, '/') ?? '';
    };
    const checkDeclaration = (node) => {
      if (!node.source) return;
      const module = declaredIn(services.esTreeNodeToTSNodeMap.get(node.source));
      const whole =
        node.type === 'ExportAllDeclaration' ||
        node.specifiers.some((specifier) => specifier.type === 'ImportNamespaceSpecifier');
      if (whole && module.includes('/libs/contracts/')) {
        context.report({ node, messageId: 'whole', data: { source: node.source.value } });
        return;
      }
      for (const specifier of node.specifiers ?? []) {
        const tsNode = services.esTreeNodeToTSNodeMap.get(specifier);
        const declared = declaredIn(tsNode.propertyName ?? tsNode.name);
        const domain = CONTRACT_DOMAIN_FILE.exec(declared)?.[1];
        const name = (specifier.imported ?? specifier.local).name;
        if (domain)
          context.report({ node: specifier, messageId: 'domain', data: { name, domain } });
      }
    };
    return {
      ImportDeclaration: checkDeclaration,
      ExportNamedDeclaration: checkDeclaration,
      ExportAllDeclaration: checkDeclaration,
    };
  },
};
