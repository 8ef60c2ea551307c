// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InputField, TextareaField } from './field';

afterEach(cleanup);

describe.each([
  ['InputField', InputField, 'INPUT'],
  ['TextareaField', TextareaField, 'TEXTAREA'],
] as const)('%s', (_name, Component, tagName) => {
  it('is named by its label and carries no error state without an error', () => {
    render(<Component label="Email" name="email" />);
    const control = screen.getByLabelText('Email');
    expect(control.tagName).toBe(tagName);
    expect(control.getAttribute('name')).toBe('email');
    expect(control.hasAttribute('aria-invalid')).toBe(false);
    expect(control.hasAttribute('aria-describedby')).toBe(false);
  });

  it('marks itself invalid and is described by its error message', () => {
    render(<Component label="Email" error="Please enter a valid email." />);
    const control = screen.getByLabelText('Email');
    expect(control.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(control.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('Please enter a valid email.');
  });

  it('gives each field its own id', () => {
    render(
      <>
        <Component label="First" error="one" />
        <Component label="Second" error="two" />
      </>,
    );
    const first = screen.getByLabelText('First');
    const second = screen.getByLabelText('Second');
    expect(first.id).not.toBe(second.id);
    expect(first.getAttribute('aria-describedby')).not.toBe(
      second.getAttribute('aria-describedby'),
    );
  });
});
