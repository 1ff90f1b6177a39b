import "server-only";
import pg from "pg";

/**
 * A pg pool whose query() keeps its connection after an error PostgreSQL answered: a constraint
 * violation such as a slot just taken (409) or a unique key. pg-pool's own query() releases the
 * connection with the error, which closes it, so each 409 of a race for a slot cost a new backend
 * and the preparing of every statement again on it. An error the server did not send (a lost
 * connection, a timeout) still closes the connection, as before.
 */
export class KeepingPool extends pg.Pool {
  // pg's query() has many overloads; the promise form drizzle uses is the one handled here.
  override query(...args: unknown[]): never {
    if (typeof args.at(-1) === "function")
      return (super.query as (...a: unknown[]) => never)(...args);
    return this.run(args) as never;
  }

  private async run(args: unknown[]): Promise<unknown> {
    const client = await this.connect();
    let broken: Error | undefined;
    // As in pg-pool's query(): a connection lost mid-query is reported here, not thrown.
    const onError = (error: Error) => (broken = error);
    client.once("error", onError);
    try {
      return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
    } catch (error) {
      if (!(error instanceof pg.DatabaseError)) broken ??= error as Error;
      throw error;
    } finally {
      client.removeListener("error", onError);
      client.release(broken);
    }
  }
}
