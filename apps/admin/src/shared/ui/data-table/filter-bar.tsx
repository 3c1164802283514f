import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import Input from 'antd/es/input';
import type { ReactNode } from 'react';
import './data-table.css';

export interface FilterBarProps {
  /** The search box; left out when the list has none. */
  search?: {
    value: string;
    onChange(value: string): void;
    placeholder: string;
    testId?: string;
    className?: string;
  };
  /** Further filters (selects, a date preset), after the search box. */
  children?: ReactNode;
  testId?: string;
}

/** The filters above a list: a search box and the list's own selects. */
export function FilterBar({ search, children, testId }: FilterBarProps) {
  return (
    <div className="filter-bar" data-testid={testId}>
      {search ? (
        <Input
          type="search"
          className={search.className}
          allowClear
          prefix={<SearchOutlined />}
          placeholder={search.placeholder}
          aria-label={search.placeholder}
          value={search.value}
          onChange={(e) => search.onChange(e.target.value)}
          data-testid={search.testId}
        />
      ) : null}
      {children}
    </div>
  );
}
