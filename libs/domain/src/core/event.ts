/** A domain event or command as stored and passed around: a type name and plain data. */
export type Message<Type extends string, Data> = Readonly<{ type: Type; data: Readonly<Data> }>;
