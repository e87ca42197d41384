import { coreTable } from './define-table.ts';

/**
 * The twelve actions (SRD 5.2, seed 002 lines 308-321) with the skills an action's check uses.
 * The summaries are prose and stay in each locale's Markdown.
 */
export const actionsTable = coreTable('actions', {
  id: 'ActionsTable',
  section: 'Actions',
  columns: [
    { key: 'action', kind: 'label', rowHeader: true },
    { key: 'checks', kind: 'labels' },
  ],
  rows: [
    { action: 'table.action.attack', checks: [] },
    { action: 'table.action.dash', checks: [] },
    { action: 'table.action.disengage', checks: [] },
    { action: 'table.action.dodge', checks: [] },
    { action: 'table.action.help', checks: [] },
    { action: 'table.action.hide', checks: ['table.skill.stealth'] },
    {
      action: 'table.action.influence',
      checks: [
        'table.skill.deception',
        'table.skill.intimidation',
        'table.skill.performance',
        'table.skill.persuasion',
        'table.skill.animal-handling',
      ],
    },
    { action: 'table.action.magic', checks: [] },
    { action: 'table.action.ready', checks: [] },
    {
      action: 'table.action.search',
      checks: [
        'table.skill.insight',
        'table.skill.medicine',
        'table.skill.perception',
        'table.skill.survival',
      ],
    },
    {
      action: 'table.action.study',
      checks: [
        'table.skill.arcana',
        'table.skill.history',
        'table.skill.investigation',
        'table.skill.nature',
        'table.skill.religion',
      ],
    },
    { action: 'table.action.utilize', checks: [] },
  ],
  source: { seed: '002', lines: '308-321' },
});
