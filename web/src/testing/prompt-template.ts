/**
 * The variables of the sample template the tests share, as the server sends them for
 * "Write {{count: number = 3}} {{tone: options(formal, casual) = casual}} … {{topic}} …
 * {{notes: long}}": a number and an options variable with defaults, then a required text and
 * a required long text. Each test writes its own segments around them.
 */
import type { TemplateVariable } from '@/lib/prompt-template';

export const COUNT: TemplateVariable = {
  name: 'count',
  type: 'NUMBER',
  options: [],
  default: '3',
  required: false,
};

export const TONE: TemplateVariable = {
  name: 'tone',
  type: 'OPTIONS',
  options: ['formal', 'casual'],
  default: 'casual',
  required: false,
};

export const TOPIC: TemplateVariable = {
  name: 'topic',
  type: 'TEXT',
  options: [],
  default: null,
  required: true,
};

export const NOTES: TemplateVariable = {
  name: 'notes',
  type: 'LONG',
  options: [],
  default: null,
  required: true,
};
