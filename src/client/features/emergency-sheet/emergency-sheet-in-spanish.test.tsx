import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { careProfileQueryKey } from '../../lib/care-requests';
import { createI18n } from '../../lib/i18n';
import { messages as spanishMessages } from '../../locales/catalog-es';
import { planSummary, renderWithApp, sessionState } from '../../test/render-with-app';
import { EmergencySheetPage } from './emergency-sheet-page';
import { sheetAnswer } from './test/sheet-fixtures';

// The sheet read by a family whose language is Spanish (issue 59): its words in Spanish, its
// dates in Spanish conventions, and the time it was read in the plan's zone, which it names.
// What the family typed stays as typed.

vi.mock('../../lib/shown-sheet', () => ({
  keepShownSheet: vi.fn(async () => undefined),
  forgetShownSheet: vi.fn(async () => undefined),
}));

function renderInSpanish() {
  const spanish = createI18n('es-US', spanishMessages);
  return renderWithApp(
    <I18nProvider i18n={spanish}>
      <EmergencySheetPage />
    </I18nProvider>,
    {
      session: sessionState(),
      plans: [planSummary({ id: 'plan-1', name: 'Mamá', isDefault: true })],
      route: '/emergency-sheet',
      queries: [{ queryKey: careProfileQueryKey('plan-1'), data: sheetAnswer() }],
    },
  );
}

describe('EmergencySheetPage in Spanish', () => {
  it('says the essentials in Spanish, the dates as Spanish writes them, and the plan’s zone', () => {
    renderInSpanish();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual([
      'Hoja de emergencia',
      'Reanimación',
      'Alergias',
      'Fecha de nacimiento',
      'Afecciones',
      'Medicamentos',
      'Médicos y contactos',
      'Legal',
      'Seguro',
      'Notas',
    ]);
    // 03:30 UTC on the 27th is 22:30 on the 26th in New York.
    expect(screen.getByText('datos al 26 nov, 10:30 p.m. (America/New_York)')).toBeInTheDocument();
    expect(screen.getByText('27 de noviembre de 1941 (84 años)')).toBeInTheDocument();
    expect(screen.getByText('No reanimar (DNR)')).toBeInTheDocument();
    // As the family typed it.
    expect(screen.getByText('Penicillin (rash)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toBeInTheDocument();
  });

  it('heads its tables in short Spanish words, so the sheet still fits one page', () => {
    renderInSpanish();
    const columns = (name: string) =>
      within(screen.getByRole('table', { name }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
    expect(columns('Medicamentos')).toEqual([
      'Medicamento',
      'Dosis',
      'Cuándo',
      'Recetado por',
      'Farmacia',
    ]);
    expect(columns('Médicos y contactos')).toEqual(['Relación', 'Nombre', 'Teléfono', 'Dirección']);
    const metformin = within(screen.getByRole('table', { name: 'Medicamentos' })).getByRole('row', {
      name: /Metformin/,
    });
    expect(within(metformin).getAllByText('Sin registrar')).toHaveLength(2);
  });
});
