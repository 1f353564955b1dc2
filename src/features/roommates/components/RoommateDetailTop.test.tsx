import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/Providers';
import { renderAtRoute } from '@/app/routing/renderAtRoute';
import { makeRequest } from '@/testing/roommates';
import { RoommateDetailTop } from './RoommateDetailTop';

describe('RoommateDetailTop', () => {
  it.each([
    [{}, '23 years · Female · MSc Student at UCL'],
    [{ organization: '  ' }, '23 years · Female · MSc Student'],
    [{ profession: '' }, '23 years · Female · UCL'],
    [{ age: 0, profession: '', organization: '' }, 'Female'],
  ])('says the age, gender and work line that are given (%o)', (fields, line) => {
    renderAtRoute(
      <Providers>
        <RoommateDetailTop request={makeRequest(fields)} premium={false} />
      </Providers>,
    );
    expect(screen.getByText((_text, element) => element?.tagName === 'P' && element.textContent === line)).toBeInTheDocument();
    expect(document.querySelector('[data-fill],[data-show-if]')).toBeNull();
  });
});
