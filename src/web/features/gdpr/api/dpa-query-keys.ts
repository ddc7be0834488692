export const DPA_STATUS_QUERY_KEY = ['dpa', 'status'] as const;
export const DPA_CONTENT_QUERY_KEY = ['dpa', 'content'] as const;
