import { createGlobalStyle } from 'styled-components';

/**
 * Printing the planner prints the plan alone: everything that neither holds the plan nor is inside it is left
 * out (the site's header, footer, the form and the buttons), and the weeks are not split across pages.
 */
export const PlanPrintStyle = createGlobalStyle`
  @media print {
    @page {
      margin: 14mm;
    }
    body *:not(:has([data-print-plan])):not([data-print-plan]):not([data-print-plan] *) {
      display: none !important;
    }
    [data-print-plan] [data-print-hide] {
      display: none !important;
    }
    [data-print-plan] {
      margin: 0 !important;
      padding: 0 !important;
      max-width: none !important;
    }
    [data-print-plan] section {
      break-inside: avoid;
      box-shadow: none !important;
    }
    body {
      background: #ffffff !important;
      color: #000000 !important;
    }
  }
`;
