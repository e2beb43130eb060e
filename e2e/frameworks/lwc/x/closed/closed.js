import { LightningElement } from 'lwc';

/** A field the page creates in a closed shadow root: nothing outside the component may reach its input. */
export default class Closed extends LightningElement {}
