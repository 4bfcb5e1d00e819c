/** The request the page renders and the Server Action validates against (the kit's seed/lead-capture, plus a string list). */
export const request = {
  message: 'New lead from the demo call — capture the details',
  requestedSchema: {
    type: 'object',
    properties: {
      fullName: { type: 'string', title: 'Full name' },
      email: { type: 'string', title: 'Work email', format: 'email' },
      company: { type: 'string', title: 'Company' },
      teamSize: { type: 'integer', title: 'Team size', minimum: 1 },
      subscribe: { type: 'boolean', title: 'Subscribe to product updates', default: true },
      interest: { type: 'string', title: 'Primarily interested in', enum: ['Free', 'Pro', 'Enterprise'] },
      aliases: { type: 'array', title: 'Aliases', items: { type: 'string' } },
    },
    required: ['fullName', 'email', 'company'],
  },
} as const;
