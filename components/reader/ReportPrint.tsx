import { t } from '../../lib/i18n';

export interface ReportPrintProps {
  title: string;
  header: string[];
  rows: (string | number)[][];
}

/** The report as printed ("Imprimir" or save as PDF): hidden on screen, the only thing on paper. */
export function ReportPrint({ title, header, rows }: ReportPrintProps) {
  return (
    <section class="report-print" aria-hidden="true">
      <h1>{t('reportTitle', title)}</h1>
      <table>
        <thead>
          <tr>
            {header.map((cell) => (
              <th key={cell}>{cell}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
