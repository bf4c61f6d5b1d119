// The signed-in user's own data: avatar, company logo and data, password, files, home cards.
import type * as v from 'valibot';
import type * as contract from '@portal/api/contract';
import { isStrongPassword, planFromCode } from '@portal/domain';
import { done, handler, ok, refuse, type Caller, type Handlers } from '../context';
import type { CompanyRecord, Db } from '../db';
import { companyView, findCompany, sameEmail } from '../views';

type Input<C extends { request: v.GenericSchema }> = v.InferOutput<C['request']>;

// ---------------------------------------------------------------- home cards

interface Module {
  readonly code: string;
  readonly shortName: string;
  readonly description: string;
  readonly colour: string;
  /** SVG strokes drawn in white on the card's colour. */
  readonly glyph: string;
}

const MODULES = {
  implementation: {
    code: 'implementacao',
    shortName: 'Implementação',
    description:
      'Monte o programa de integridade da empresa: diagnóstico de riscos, políticas e código de conduta.',
    colour: '#0b5cad',
    glyph:
      '<path d="M62 30h40M62 48h40M62 66h40"/><path d="M44 30l4 4 6-8M44 48l4 4 6-8M44 66l4 4 6-8"/>',
  },
  execution: {
    code: 'execucao',
    shortName: 'Execução',
    description:
      'Acompanhe o dia a dia do programa: tarefas, treinamentos, monitoramento e evidências.',
    colour: '#1d7a4d',
    glyph: '<circle cx="80" cy="48" r="26"/><path d="M72 36l16 12-16 12z"/>',
  },
  channel: {
    code: 'canal-denuncias',
    shortName: 'Canal de denúncias',
    description: 'Receba e trate relatos com sigilo, anonimato e controle dos prazos de resposta.',
    colour: '#8a3ab9',
    glyph:
      '<path d="M50 26h60a6 6 0 0 1 6 6v28a6 6 0 0 1-6 6H76l-14 12V66H50a6 6 0 0 1-6-6V32a6 6 0 0 1 6-6z"/>',
  },
  reports: {
    code: 'relatorios',
    shortName: 'Relatórios',
    description:
      'Indicadores e relatórios do programa de integridade para a diretoria e o conselho.',
    colour: '#b5531b',
    glyph: '<path d="M48 72h64M56 72V52M72 72V36M88 72V46M104 72V28"/>',
  },
} satisfies Record<string, Module>;

/** The modules' pages: `/modulos/<code>/` on the sandbox's origin (the cards' urls). */
const modulePath = (module: Module) => `/modulos/${module.code}/`;

/** The module whose page `pathname` is, if any. */
export function moduleOfPath(pathname: string): Module | null {
  return Object.values(MODULES).find((module) => modulePath(module) === pathname) ?? null;
}

const imageOf = ({ colour, glyph }: Module) =>
  // Inline, so the card shows its picture wherever the sandbox runs (server, Jest, Storybook).
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 96"><rect width="160" height="96" rx="12" fill="${colour}"/><g fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${glyph}</g></svg>`,
  )}`;

/**
 * The modules a company's plan opens: implementation with a plan or a running trial; execution,
 * reports and the reporting channel with a plan (execution ready once implementation is done).
 * No plan and no trial: no module at all.
 */
function modulesOf(company: CompanyRecord, now: Date): { module: Module; ready: boolean }[] {
  const trial = company.trialEndsAt !== null && new Date(company.trialEndsAt) > now;
  if (company.plan === null) {
    return trial ? [{ module: MODULES.implementation, ready: true }] : [];
  }
  const plan = company.planCode ? planFromCode(company.planCode) : null;
  return [
    { module: MODULES.implementation, ready: true },
    { module: MODULES.execution, ready: company.implementationDone },
    ...(plan?.channel ? [{ module: MODULES.channel, ready: true }] : []),
    ...(company.plan === 'advanced' || company.plan === 'enterprise'
      ? [{ module: MODULES.reports, ready: true }]
      : []),
  ];
}

// ---------------------------------------------------------------- files

const fileIdOf = (url: string) => /\/files\/([^/?#]+)$/.exec(url)?.[1] ?? null;

/** The caller's company, or any company for a provider administrator. */
function readableCompany(db: Db, caller: Caller, id: string): CompanyRecord {
  if (caller.isAdmin) return findCompany(db, id);
  if (id !== caller.company.id) refuse(403, 'unauthorized');
  return caller.company;
}

export const profileHandlers: Handlers = {
  getAvatar: handler<Input<typeof contract.getAvatar>>(({ caller }) =>
    caller.user.avatarUrl ? ok({ url: caller.user.avatarUrl }) : ok({ url: null }, 'no_avatar'),
  ),

  updateAvatar: handler<Input<typeof contract.updateAvatar>>(({ caller, input }) => {
    caller.user.avatarUrl = input.url;
    return ok({ url: input.url }, 'update_success');
  }),

  getLogo: handler<Input<typeof contract.getLogo>>(({ caller }) =>
    caller.company.logoUrl ? ok({ url: caller.company.logoUrl }) : ok({ url: null }, 'no_logo'),
  ),

  updateLogo: handler<Input<typeof contract.updateLogo>>(({ caller, input }) => {
    caller.company.logoUrl = input.url;
    return ok({ url: input.url }, 'update_success');
  }),

  getCompany: handler<Input<typeof contract.getCompany>>(({ db, caller, input }) =>
    ok(companyView(readableCompany(db, caller, input.id))),
  ),

  changePassword: handler<Input<typeof contract.changePassword>>(({ db, caller, input }) => {
    if (input.currentPassword !== caller.user.password) refuse(400, 'wrong_mail_or_password');
    if (!isStrongPassword(input.newPassword)) refuse(400, 'missing_fields');
    // One person, one password across the companies they belong to.
    for (const user of db.users) {
      if (sameEmail(user.email, caller.user.email)) user.password = input.newPassword;
    }
    return done('update_success');
  }),

  uploadFiles: handler<Input<typeof contract.uploadFiles>>(
    ({ db, caller, input, self, nextId }) => {
      const urls = input.files.map((file) => {
        const id = nextId('f');
        db.files[id] = { type: file.type, base64: file.base64 ?? '', ownerId: caller.user._id };
        return { url: `${self}/files/${id}` };
      });
      return ok(urls, 'update_success');
    },
  ),

  removeFile: handler<Input<typeof contract.removeFile>>(({ db, caller, input }) => {
    const id = fileIdOf(input.url);
    const stored = id ? db.files[id] : undefined;
    if (!id || !stored) refuse(404, 'general_update_error');
    if (stored.ownerId !== caller.user._id) refuse(403, 'unauthorized');
    delete db.files[id];
    // A picture that points at a removed file would show a broken image.
    if (caller.user.avatarUrl === input.url) caller.user.avatarUrl = null;
    if (caller.company.logoUrl === input.url) caller.company.logoUrl = null;
    return done('update_success');
  }),

  services: handler<Input<typeof contract.services>>(({ caller, now, self }) => {
    // A cfo buys, and sees the modules without opening them (spec §6).
    const cfo = caller.user.role === 'cfo';
    return ok(
      modulesOf(caller.company, now).map(({ module, ready }) => ({
        active: ready && !cfo,
        service: {
          code: module.code,
          shortName: module.shortName,
          description: module.description,
          url: `${self}${modulePath(module)}`,
          imagePath: imageOf(module),
        },
      })),
    );
  }),
};
