import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from './fields';
import { NativeSelectField } from './nativeSelectField';

describe('TextField', () => {
  it('is labelled by its label and described by its help line, with the ids MUI gives them', () => {
    render(<TextField id="contact-name" name="name" label="Name" required helperText="Enter your name" error value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: /Name/ });
    expect(input).toHaveAttribute('id', 'contact-name');
    expect(input).toHaveAttribute('name', 'name');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your name');
    expect(document.getElementById('contact-name-label')).toHaveTextContent('Name');
    expect(document.getElementById('contact-name-helper-text')).toHaveTextContent('Enter your name');
  });

  it('has no description without a help line, and gets an id of its own when given none', () => {
    render(<TextField label="Search" />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(input.id).not.toBe('');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('passes attributes to the input, renders adornments and a textarea when multiline', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField
            type="search"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            slotProps={{ htmlInput: { 'aria-label': 'Search portfolio', maxLength: 5 }, input: { startAdornment: <span>icon</span> } }}
          />
          <TextField label="Message" multiline minRows={3} />
        </>
      );
    }
    render(<Controlled />);
    const search = screen.getByRole('searchbox', { name: 'Search portfolio' });
    expect(search).toHaveAttribute('maxlength', '5');
    expect(screen.getByText('icon')).toBeInTheDocument();
    await userEvent.type(search, 'vision');
    expect(search).toHaveValue('visio');
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');
  });
});

describe('a focused field', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is scrolled on screen whole, by the least distance (record 031): a text area and a select alike', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    render(
      <>
        <TextField label="Message" multiline minRows={3} />
        <NativeSelectField id="budget" label="Budget" value="" onChange={() => {}}>
          <option value="">Select a budget range</option>
        </NativeSelectField>
      </>,
    );
    await userEvent.tab();
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(screen.getByRole('textbox', { name: 'Message' }));
    expect(scroll.mock.contexts[0]).toHaveFocus();
    expect(scroll).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' });
    await userEvent.tab();
    expect(scroll).toHaveBeenCalledTimes(2);
    expect(scroll.mock.contexts[1]).toHaveAttribute('id', 'budget');
  });
});

describe('NativeSelectField', () => {
  it('is a required native select, labelled, described by its error, and reports the chosen value', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <NativeSelectField
          id="contact-industry"
          name="contact-industry"
          label="Industry"
          required
          error
          helperText="Choose an industry"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        >
          <option value="">Select an industry</option>
          <option value="health">Healthcare</option>
        </NativeSelectField>
      );
    }
    render(<Controlled />);
    const select = screen.getByRole('combobox', { name: /Industry/ });
    expect(select.tagName).toBe('SELECT');
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('name', 'contact-industry');
    expect(select).toHaveAccessibleDescription('Choose an industry');
    await userEvent.selectOptions(select, 'health');
    expect(select).toHaveValue('health');
  });
});
