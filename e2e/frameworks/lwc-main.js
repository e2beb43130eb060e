/* global document */
// The Lightning Web Components of the page, in native shadow DOM, as Salesforce Lightning builds its forms.
import { createElement } from 'lwc';
import Lead from 'x/lead';
import Closed from 'x/closed';

document.getElementById('lwc-root').append(createElement('x-lead', { is: Lead }));
document.getElementById('closed-root').append(createElement('x-closed', { is: Closed, mode: 'closed' }));
