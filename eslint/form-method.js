// A local ESLint rule for forms (decision 0040): every page is rendered on the server, so a form can be
// submitted before its script runs. A <form> without `method` then submits itself as a GET to the page,
// its fields (a key) in the address. So every form says how it submits without the script: `get` (its
// query is the page's own address), `post` with an `action` (the server endpoint that answers it), or
// `dialog` for a form only its script can send (outside a <dialog> a native submit does nothing).
const METHODS = new Set(['get', 'post', 'dialog']);
const FORM_LIBRARIES = new Set(['@rjsf/core']);

const attributeOf = (node, name) => node.attributes.find((a) => a.type === 'JSXAttribute' && a.name.name === name);
const literal = (attribute) =>
  attribute?.value?.type === 'Literal'
    ? attribute.value.value
    : attribute?.value?.type === 'JSXExpressionContainer' && attribute.value.expression.type === 'Literal'
      ? attribute.value.expression.value
      : undefined;

export const formMethodRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      noMethod:
        '{{what}} has no method: without its script it would submit its fields as a GET to this page (get, post with an action, or dialog)',
      badMethod: '{{what}}: method "{{method}}" is not get, post or dialog',
      noAction: '{{what}} posts without an action: name the server endpoint that answers it',
    },
  },
  create(context) {
    // Form components of libraries that render a <form> with the props they are given (rjsf's Form).
    const formComponents = new Set();
    return {
      ImportDeclaration(node) {
        if (!FORM_LIBRARIES.has(node.source.value)) return;
        for (const specifier of node.specifiers) if (specifier.type === 'ImportDefaultSpecifier') formComponents.add(specifier.local.name);
      },
      JSXOpeningElement(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        const isForm = name === 'form' || (name !== null && formComponents.has(name)) || literal(attributeOf(node, 'component')) === 'form';
        if (!isForm) return;
        const what = `<${name}>`;
        const method = attributeOf(node, 'method');
        if (!method) return context.report({ node, messageId: 'noMethod', data: { what } });
        const value = literal(method);
        if (value === undefined) return;
        if (!METHODS.has(String(value).toLowerCase()))
          return context.report({ node, messageId: 'badMethod', data: { what, method: value } });
        if (String(value).toLowerCase() === 'post' && !attributeOf(node, 'action'))
          context.report({ node, messageId: 'noAction', data: { what } });
      },
    };
  },
};
