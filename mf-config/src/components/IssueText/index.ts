export * from './IssueText';
