import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { examTypeCodeOptions, leadStatuses, type Lead, type LeadStatus } from '@nurseprep/contracts';
import { Button, Container, PageHeader, SelectField, TextField, toast } from '@nurseprep/shared-ui';
import { LoadingBlock } from '../../../components/loading-block';
import { StaffNav } from '../../../components/staff-nav';
import { leadStatusLabel, LeadStatusBadge } from '../../../lib/lead-status-badge';
import { serverErrorText } from '../../../lib/server-error';
import { leadsTexts } from '../data/leads-texts';
import { useUpdateLeadStatus } from '../hooks/update-lead-status';
import { useLeads, type LeadFilters } from '../hooks/use-leads';

const Body = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.xl};
`;

const Filters = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr 1fr auto;
  }
`;

const TableWrap = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  select {
    min-height: 40px;
  }
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const statusOptions = leadStatuses.map((status) => ({ value: status, label: leadStatusLabel(status) }));

function StatusChanger({ lead }: { lead: Lead }) {
  const update = useUpdateLeadStatus();
  return (
    <>
      <LeadStatusBadge status={lead.status} />{' '}
      <select
        aria-label={leadsTexts.statusOf(lead.name)}
        value={lead.status}
        disabled={update.isPending}
        onChange={(event) => {
          const status = event.target.value as LeadStatus;
          update.mutate(
            { id: lead.id, status },
            {
              onSuccess: () => toast({ title: leadsTexts.statusChanged, description: leadsTexts.statusChangedDescription(lead.name, leadStatusLabel(status)) }),
              onError: (error) => toast({ variant: 'destructive', title: leadsTexts.statusFailed, description: serverErrorText(error) ?? leadsTexts.failed }),
            },
          );
        }}
      >
        {statusOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** /marketing/leads: the inbox of leads, searchable and filterable, a page at a time, status changed in place. */
export function LeadsPage() {
  const [draft, setDraft] = useState({ q: '', status: '', examType: '' });
  const [filters, setFilters] = useState<LeadFilters>({ q: '', status: '', examType: '', page: 1 });
  const leads = useLeads(filters);
  const pages = leads.data ? Math.max(1, Math.ceil(leads.data.total / leads.data.pageSize)) : 1;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters({ ...draft, q: draft.q.trim(), page: 1 });
  };

  return (
    <>
      <PageHeader title={leadsTexts.title} lead={leadsTexts.lead}>
        <StaffNav />
      </PageHeader>
      <Body>
        <Filters onSubmit={apply} role="search" aria-label={leadsTexts.title}>
          <TextField label={leadsTexts.searchLabel} hint={leadsTexts.searchHint} type="search" value={draft.q} onChange={(event) => setDraft({ ...draft, q: event.target.value })} />
          <SelectField label={leadsTexts.statusLabel} placeholder={leadsTexts.any} options={statusOptions} value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value })} />
          <SelectField label={leadsTexts.examLabel} placeholder={leadsTexts.any} options={examTypeCodeOptions} value={draft.examType} onChange={(event) => setDraft({ ...draft, examType: event.target.value })} />
          <div>
            <Button type="submit">{leadsTexts.apply}</Button>
          </div>
        </Filters>
        {leads.isError ? (
          <div role="alert">
            <p>{leadsTexts.failed}</p>
            <Button type="button" variant="outline" onClick={() => void leads.refetch()}>
              {leadsTexts.retry}
            </Button>
          </div>
        ) : !leads.data ? (
          <LoadingBlock label={leadsTexts.loading} height="240px" />
        ) : leads.data.items.length === 0 ? (
          <p role="status">{leadsTexts.empty}</p>
        ) : (
          <>
            <TableWrap>
              <Table>
                <caption>{leadsTexts.tableCaption(leads.data.total)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{leadsTexts.columns.name}</th>
                    <th scope="col">{leadsTexts.columns.contact}</th>
                    <th scope="col">{leadsTexts.columns.exam}</th>
                    <th scope="col">{leadsTexts.columns.status}</th>
                    <th scope="col">{leadsTexts.columns.created}</th>
                  </tr>
                </thead>
                <tbody>
                  {leads.data.items.map((lead) => (
                    <tr key={lead.id}>
                      <th scope="row">
                        <Link to={`/marketing/leads/${lead.id}`}>{lead.name}</Link>
                      </th>
                      <td>
                        {lead.email ?? leadsTexts.noEmail}
                        {lead.phone ? <div>{lead.phone}</div> : null}
                      </td>
                      <td>{lead.examType ?? '—'}</td>
                      <td>
                        <StatusChanger lead={lead} />
                      </td>
                      <td>{new Date(lead.createdAt).toLocaleDateString('en-US')}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableWrap>
            <Pager>
              <Button type="button" variant="outline" size="sm" disabled={filters.page <= 1} onClick={() => setFilters({ ...filters, page: filters.page - 1 })}>
                {leadsTexts.previous}
              </Button>
              <span>{leadsTexts.pageOf(filters.page, pages)}</span>
              <Button type="button" variant="outline" size="sm" disabled={filters.page >= pages} onClick={() => setFilters({ ...filters, page: filters.page + 1 })}>
                {leadsTexts.next}
              </Button>
            </Pager>
          </>
        )}
      </Body>
    </>
  );
}
