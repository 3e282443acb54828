/** 'HH:mm' of a `time` column, which PostgreSQL answers as 'HH:mm:ss'. */
export const timeOfDay = (value: string | null) => (value === null ? null : value.slice(0, 5));
