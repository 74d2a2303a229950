import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The form rule of eslint/form-method.js, through the project's real config, on code placed in src/client.
const eslint = new ESLint({ cwd: path.resolve('.') });
async function formErrors(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve('src/client/features/x/FormThing.tsx') });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/form-method').map((m) => m.message);
}

describe('forms say how they submit without their script (npm run lint)', () => {
  beforeAll(() => eslint.lintText('', { filePath: path.resolve('src/client/warm-up.tsx') }), 120_000);

  it.each([
    ['a bare <form>', 'export const A = () => <form onSubmit={() => undefined} noValidate />;', /has no method/],
    [
      "rjsf's Form",
      "import Form from '@rjsf/core';\nexport const A = () => <Form schema={{}} validator={null!} />;",
      /<Form> has no method/,
    ],
    [
      'a Mantine box rendered as a form',
      'import { Box } from \'@mantine/core\';\nexport const A = () => <Box component="form" />;',
      /has no method/,
    ],
    ['a post with no action', 'export const A = () => <form method="post" />;', /posts without an action/],
    ['an unknown method', 'export const A = () => <form method="put" />;', /is not get, post or dialog/],
  ])('refuses %s', async (_what, code, message) => {
    const errors = await formErrors(code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    ['a GET form to its own page', 'export const A = () => <form method="get" />;'],
    ['a post to a named endpoint', 'export const A = () => <form method="post" action="/login" />;'],
    ['a form only its script sends', 'export const A = () => <form method="dialog" onSubmit={() => undefined} />;'],
    [
      "rjsf's Form with a method",
      'import Form from \'@rjsf/core\';\nexport const A = () => <Form method="get" schema={{}} validator={null!} />;',
    ],
  ])('accepts %s', async (_what, code) => {
    expect(await formErrors(code)).toEqual([]);
  });
});
