/** The same keys as the English source, every leaf a string: a missing key fails to compile. */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
