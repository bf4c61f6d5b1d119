import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { notifyFailure, type AdminCompany, type DoneTask } from '@portal/api';
import { notify } from '@portal/notify';
import { Button, Dialog, EmptyState, LoadFailure, PagedTable, type TableColumn } from '@portal/ui';
import { useDoneTasks, useReopenTask } from '../api/tasks';
import type { CompanyDialogProps } from './companyDialog';

/** Spec §9: the done-tasks modal lists 5 tasks a page. */
export const DONE_TASKS_PAGE_SIZE = 5;

/** "Tarefas concluídas" (spec §2.8): the company's done tasks, 5 a page; one may be reopened. */
export function CompanyTasksDialog({ company, open, onOpenChange }: CompanyDialogProps) {
  const { t } = useLingui();
  const reopen = useReopenTask(company.id);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={reopen.isPending}
      title={t`Tarefas concluídas`}
      description={company.name}
      actions={
        <Button tone="ghost" disabled={reopen.isPending} onClick={() => onOpenChange(false)}>
          {t`Fechar`}
        </Button>
      }
    >
      {/* Mounted only while open: each opening starts on the first page. */}
      <DoneTasks company={company} reopen={reopen} />
    </Dialog>
  );
}

function DoneTasks({
  company,
  reopen,
}: {
  readonly company: AdminCompany;
  readonly reopen: ReturnType<typeof useReopenTask>;
}) {
  const { t, i18n } = useLingui();
  const tasks = useDoneTasks(company.id);
  const [page, setPage] = useState(1);

  if (tasks.isError) {
    return <LoadFailure title={t`Erro ao buscar as tarefas`} query={tasks} />;
  }

  const companyName = company.name;

  const reopenTask = async (task: DoneTask) => {
    try {
      await reopen.mutateAsync(task._id);
      notify({ title: t`Tarefa reaberta com sucesso`, tone: 'positive' });
    } catch (error) {
      notifyFailure(i18n, t`Não foi possível reabrir a tarefa`, error);
    }
  };

  const columns: TableColumn<DoneTask>[] = [
    { key: 'name', header: t`Tarefa`, rowHeader: true, cell: (task) => task.name },
  ];

  return (
    // A reopened task leaves the list; the page stays in range (the table clamps it).
    <PagedTable
      caption={t`Tarefas concluídas de ${companyName}`}
      page={page}
      onPageChange={setPage}
      captionHidden
      columns={columns}
      rows={tasks.data ?? []}
      rowKey={(task) => task._id}
      loading={tasks.isPending}
      empty={
        <EmptyState
          level={3}
          title={t`Nenhuma tarefa encontrada`}
          description={t`As tarefas aparecem aqui quando a empresa as conclui.`}
        />
      }
      pageSize={DONE_TASKS_PAGE_SIZE}
      pagesLabel={t`Páginas de tarefas`}
      rowActions={{
        header: t`Ações`,
        align: 'end',
        rowName: (task) => task.name,
        actions: (task) => {
          const working = reopen.isPending && reopen.variables === task._id;
          const { name } = task;
          return [
            {
              id: 'reopen',
              label: t`Reabrir`,
              // One reopening at a time: the list changes with each.
              disabled: reopen.isPending && !working,
              busy: working,
              busyLabel: t`Reabrindo ${name}…`,
              onSelect: () => void reopenTask(task),
            },
          ];
        },
      }}
    />
  );
}
