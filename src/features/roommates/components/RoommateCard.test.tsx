import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeRequest } from '@/testing/roommates';
import { RoommateCard } from './RoommateCard';
import { renderAtRoute } from '@/app/routing/renderAtRoute';
import { VERIFICATION } from '@/config/messages';

function renderCard(...args: Parameters<typeof makeRequest>) {
  return (premium: boolean) => renderAtRoute(<ul><RoommateCard request={{ ...makeRequest(...args), ownerPremium: premium }} /></ul>);
}

describe('RoommateCard', () => {
  it('shows the seeker at a glance and links to their slug URL', () => {
    renderCard({ moveInDate: '2020-01-01' })(false);
    const link = screen.getByRole('link', { name: 'Ananya Gupta' });
    expect(link).toHaveAttribute('href', '/roommate/furnished-double-room-near-elizabeth-line-id-seeker-1');
    const card = screen.getByRole('listitem');
    expect(card).toHaveTextContent('23 · Female');
    expect(card).toHaveTextContent('MSc Student at UCL');
    expect(card).toHaveTextContent('£800 / month');
    expect(card).toHaveTextContent('Preferred: East Ham, Ilford');
    expect(card).toHaveTextContent('Move-in: Immediately');
    expect(card).toHaveTextContent('AG');
    expect(screen.queryByText('FOUND')).not.toBeInTheDocument();
    expect(screen.queryByText('Premium')).not.toBeInTheDocument();
  });

  it('has a red FOUND badge and a greyed picture once the seeker found a room', () => {
    renderCard({ status: 'found', profilePicture: 'https://cdn.example/p.jpg' })(false);
    expect(screen.getByText('FOUND')).toHaveClass('bg-red-700');
    expect(screen.getByRole('listitem')).toHaveClass('bg-slate-100');
    expect(screen.getByRole('listitem').querySelector('img')).toHaveClass('grayscale');
  });

  it('marks premium seekers with a badge and a gold border', () => {
    renderCard({})(true);
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveClass('border-amber-500');
  });

  it("shows only the verified badges the post's ownerVerified carries", () => {
    renderCard({ ownerVerified: { email: true, phone: false } })(false);
    expect(screen.getByText(VERIFICATION.emailVerified)).toBeInTheDocument();
    expect(screen.queryByText(VERIFICATION.phoneVerified)).not.toBeInTheDocument();
  });

  it('shows no badge for a post without verified contact', () => {
    renderCard({})(false);
    expect(screen.queryByText(VERIFICATION.emailVerified)).not.toBeInTheDocument();
    expect(screen.queryByText(VERIFICATION.phoneVerified)).not.toBeInTheDocument();
  });

  it('shows what the seeker is like (diet, smoking, languages) as small labels', () => {
    renderCard({ self: { diet: 'jain', smokes: 'no', languages: ['Gujarati', 'Hindi'], drinks: 'no' } })(false);
    expect(screen.getByTestId('card-facts')).toHaveTextContent('About them: Jain, Non-smoker, Gujarati, Hindi');
  });
});
