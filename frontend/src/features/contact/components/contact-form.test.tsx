import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm, tooManyMessages } from '@/features/contact/components/contact-form';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { errorResponse, jsonResponse, routeFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';

const receipt = { reference: 'ABC12345', receivedAt: '2025-03-05T14:30:00.000Z' };

function setup(answer: () => Response | Promise<Response> = () => jsonResponse(receipt, 202)) {
  const fetch = routeFetch({ 'POST /api/v1/contact': answer });
  const user = userEvent.setup();
  renderWithProviders(<ContactForm />, { route: '/contact' });
  const fields = {
    name: () => screen.getByLabelText('Name'),
    email: () => screen.getByLabelText('Email'),
    phone: () => screen.getByLabelText('Phone'),
    message: () => screen.getByLabelText('Message'),
  };
  return { fetch, user, fields };
}

type Typed = Partial<Record<'name' | 'email' | 'phone' | 'message', string>>;

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Typed) {
  for (const [label, value] of [
    ['Name', values.name],
    ['Email', values.email],
    ['Phone', values.phone],
    ['Message', values.message],
  ] as const) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

const valid: Typed = {
  name: 'Jane Traveller',
  email: 'jane@example.com',
  phone: '07700 900123',
  message: 'Do you stock Icelandic krona?',
};

describe('the contact form', () => {
  it('names every missing field with its own message, focuses the first and sends nothing', async () => {
    const { user, fetch, fields } = setup();

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(fields.name()).toHaveAccessibleDescription('Enter your name');
    expect(fields.email()).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(fields.message()).toHaveAccessibleDescription('Write your message');
    expect(fields.phone()).not.toHaveAttribute('aria-invalid');
    expect(fields.name()).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    [
      'an e-mail without a domain',
      { email: 'jane@example' },
      'Email',
      'Enter a valid e-mail address',
    ],
    [
      'a phone number with letters',
      { phone: 'call me maybe' },
      'Phone',
      'Enter a valid phone number',
    ],
    ['a phone number too short', { phone: '12345' }, 'Phone', 'Enter a valid phone number'],
    ['a name of spaces only', { name: '   ' }, 'Name', 'Enter your name'],
    ['a message of spaces only', { message: '   ' }, 'Message', 'Write your message'],
  ])('refuses %s', async (_case, override, label, message) => {
    const { user, fetch } = setup();

    await fillIn(user, { ...valid, ...override });
    await user.click(screen.getByRole('button', { name: 'Send' }));

    // The phone's description also holds its hint.
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('clears a message as soon as the field is put right', async () => {
    const { user, fields } = setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(fields.name()).toHaveAccessibleDescription('Enter your name');

    await user.type(fields.name(), 'Jane');

    expect(fields.name()).not.toHaveAccessibleDescription('Enter your name');
    expect(fields.email()).toHaveAccessibleDescription('Enter a valid e-mail address');
  });

  it('sends the trimmed message, shows Sending… meanwhile, then the reference', async () => {
    let answer: (response: Response) => void = () => {};
    const { user, fetch } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));

    await fillIn(user, { ...valid, name: '  Jane Traveller  ' });
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const pending = await screen.findByRole('button', { name: 'Sending…' });
    expect(pending).toHaveAttribute('aria-busy', 'true');
    await user.click(pending);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/contact');
    expect(JSON.parse(init?.body as string)).toEqual({
      name: 'Jane Traveller',
      email: 'jane@example.com',
      phone: '07700 900123',
      message: 'Do you stock Icelandic krona?',
    });

    answer(jsonResponse(receipt, 202));

    expect(
      await screen.findByText(
        'Thanks, we have your message (ref ABC12345); we reply within one working day',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Message sent' })).toHaveFocus();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('leaves an empty phone number out of the request', async () => {
    const { user, fetch } = setup();

    await fillIn(user, { ...valid, phone: '' });
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await screen.findByText(/ref ABC12345/);
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(init?.body as string)).not.toHaveProperty('phone');
  });

  it("shows the server's field messages next to the fields, keeping what was typed", async () => {
    const { user, fields } = setup(() =>
      jsonResponse(
        {
          statusCode: 422,
          error: 'Unprocessable Entity',
          code: 'UNPROCESSABLE',
          message: 'Enter a valid e-mail address',
          details: [{ field: 'email', message: 'Enter a valid e-mail address' }],
        },
        422,
      ),
    );

    await fillIn(user, valid);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid e-mail address');
    expect(fields.email()).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(fields.email()).toHaveFocus();
    expect(fields.name()).toHaveValue(valid.name);
    expect(fields.message()).toHaveValue(valid.message);
  });

  it('asks the sender to wait when rate limited, keeping what was typed', async () => {
    const { user, fields } = setup(() =>
      errorResponse(429, 'RATE_LIMITED', 'Too many attempts. Please wait 600 seconds.'),
    );

    await fillIn(user, valid);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(tooManyMessages());
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-busy');
    expect(fields.name()).toHaveValue(valid.name);
    expect(fields.email()).toHaveValue(valid.email);
    expect(fields.phone()).toHaveValue(valid.phone);
    expect(fields.message()).toHaveValue(valid.message);
  });

  it('says when the server cannot be reached, keeping what was typed, and can send again', async () => {
    const fetch = routeFetch({ 'POST /api/v1/contact': () => jsonResponse(receipt, 202) });
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />, { route: '/contact' });

    await fillIn(user, valid);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(screen.getByLabelText('Message')).toHaveValue(valid.message);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByText(/ref ABC12345/)).toBeInTheDocument());
    expect(fetch).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
