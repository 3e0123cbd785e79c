"""One way to open a SQLite file, used by every store (cards, rules, guild settings).

    db = open_database(path, migrations=MIGRATIONS, user_version=2, wal=True)   # sqlite_utils.Database
    with write_transaction(db, waiting=say):    # BEGIN IMMEDIATE: the write lock first, then read-modify-write
        ...
    conn = connect_read_only(path)              # plain sqlite3, for readers that never write

Every connection waits `busy_timeout` seconds for another connection's lock instead of failing
at once with "database is locked"; a writer is told when it starts waiting (`waiting`), and a lock
that outlasts the wait of an opening or a writer is `DatabaseBusy`. A look-up someone is waiting for
opens with `READ_WAIT`: it says the file is busy rather than keep them waiting. Schemas are kept by
sqlite-utils `Migrations` (sqlite-utils 4 absorbed the sqlite-migrate package); they are applied under
the write lock, so two processes opening a new file at once apply each migration once. `user_version`
is written after migrating, so a reader can check the schema without importing sqlite-utils (its
import costs ~60 ms).
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from foundation.errors import DatabaseBusy, StorageError

if TYPE_CHECKING:
    from sqlite_utils import Database
    from sqlite_utils.migrations import Migrations

BUSY_TIMEOUT = 10.0  # seconds a connection waits for another one's lock
READ_WAIT = 0.5  # seconds a look-up someone is waiting for gives another connection's lock (a commit is shorter)
STALE_AFTER = 24 * 3600  # an unlockable-to-check leftover this old is abandoned (no fcntl: Windows)


def _path(path: str | os.PathLike[str]) -> str:
    text = os.fspath(path)
    return text if text == ":memory:" else os.path.expanduser(text)


def is_busy(exc: BaseException) -> bool:
    """Whether a SQLite error is another connection's lock that outlasted the busy timeout (the file is
    fine, only in use), rather than a damaged or foreign file."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in str(exc) or "busy" in str(exc))


def unusable(where: str, what: str, exc: sqlite3.Error, busy_timeout: float | None = None) -> StorageError:
    """The error to raise for `exc` met while doing `what` to the file `where`: `DatabaseBusy` when another
    connection's lock outlasted the wait, else `StorageError`."""
    if is_busy(exc):
        waited = f"{busy_timeout:g} s" if busy_timeout is not None else "its wait"
        return DatabaseBusy(f"{where}: can't {what}: another program kept it locked longer than {waited}",
                            path=where, seconds=busy_timeout)
    return StorageError(f"{where}: can't {what} ({exc})")


def connect(path: str | os.PathLike[str], *, busy_timeout: float = BUSY_TIMEOUT, create: bool = True,
            check_same_thread: bool = False) -> sqlite3.Connection:
    """A read-write connection with the busy timeout set; the parent folder is made when `create`."""
    where = _path(path)
    if where != ":memory:":
        if not create and not os.path.isfile(where):
            raise StorageError(f"{where}: no such database file")
        try:
            Path(where).parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StorageError(f"{where}: can't create its folder ({exc.strerror or exc})") from exc
    try:
        conn = sqlite3.connect(where, timeout=busy_timeout, check_same_thread=check_same_thread)
        conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
    except sqlite3.Error as exc:
        raise unusable(where, "open the database", exc, busy_timeout) from exc
    return conn


def connect_read_only(path: str | os.PathLike[str], *, busy_timeout: float = BUSY_TIMEOUT,
                      check_same_thread: bool = False) -> sqlite3.Connection:
    """A connection that can't write (the file must exist); plain sqlite3, no sqlite-utils import."""
    where = Path(_path(path))
    if not where.is_file():
        raise StorageError(f"{where}: no such database file")
    try:
        conn = sqlite3.connect(where.resolve().as_uri() + "?mode=ro", uri=True, timeout=busy_timeout,
                               check_same_thread=check_same_thread)
        conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
    except sqlite3.Error as exc:
        raise unusable(str(where), "open the database", exc, busy_timeout) from exc
    return conn


def open_database(path: str | os.PathLike[str], *, migrations: Migrations | None = None,
                  user_version: int | None = None, wal: bool = False, busy_timeout: float = BUSY_TIMEOUT,
                  create: bool = True) -> Database:
    """A sqlite-utils Database on `path` (":memory:" allowed), its schema brought up to date.

    `wal`: write-ahead logging, for files several processes read while one writes (the bot's shards).
    Raises StorageError for a file that can't be opened or migrated (not a database, read-only...).
    """
    from sqlite_utils import Database

    conn = connect(path, busy_timeout=busy_timeout, create=create)
    db = Database(conn)
    try:
        if wal and _path(path) != ":memory:":
            db.enable_wal()
        if migrations is not None:
            migrate(db, migrations, user_version)
    except DatabaseBusy:  # migrating: another program kept the write lock
        db.close()
        raise
    except sqlite3.Error as exc:
        db.close()
        raise unusable(_path(path), "prepare the database", exc, busy_timeout) from exc
    return db


def migrate(db: Database, migrations: Migrations, user_version: int | None = None) -> list[str]:
    """Apply the pending migrations under the write lock; returns the names applied."""
    if not migrations.pending(db) and (user_version is None or schema_version(db.conn) == user_version):
        return []
    with write_transaction(db.conn):
        pending = [m.name for m in migrations.pending(db)]  # again: another process may have just done it
        migrations.apply(db)
        if user_version is not None and schema_version(db.conn) != user_version:
            db.conn.execute(f"PRAGMA user_version = {int(user_version)}")
    return pending


def schema_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


@contextmanager
def write_transaction(db: Database | sqlite3.Connection,
                      waiting: Callable[[], None] | None = None) -> Iterator[sqlite3.Connection]:
    """One transaction that holds the write lock from its start (BEGIN IMMEDIATE): what it reads can't
    change before it writes, so a read-modify-write loses no concurrent update. Commits at the end,
    rolls back on any exception. Not nestable.

    When another connection holds the lock, `waiting` is called once before this one waits for it (so a
    user is told why nothing happens); a lock held past the connection's busy timeout is `DatabaseBusy`."""
    conn = db if isinstance(db, sqlite3.Connection) else db.conn
    _begin_immediate(conn, waiting)
    try:
        yield conn
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    else:
        conn.execute("COMMIT")


def _begin_immediate(conn: sqlite3.Connection, waiting: Callable[[], None] | None) -> None:
    wait_ms = int(conn.execute("PRAGMA busy_timeout").fetchone()[0])
    if waiting is not None:
        conn.execute("PRAGMA busy_timeout = 0")  # first ask without waiting: is the lock free?
        try:
            conn.execute("BEGIN IMMEDIATE")
            return
        except sqlite3.OperationalError as exc:
            if not is_busy(exc):
                raise
        finally:
            conn.execute(f"PRAGMA busy_timeout = {wait_ms}")
        waiting()
    try:
        conn.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as exc:
        if not is_busy(exc):
            raise
        where = next((row[2] for row in conn.execute("PRAGMA database_list") if row[1] == "main"), "") or ":memory:"
        raise unusable(where, "write to the database", exc, wait_ms / 1000) from exc


# --- files being written ------------------------------------------------------------------------


@contextmanager
def held(path: Path) -> Iterator[None]:
    """Hold an advisory lock on `path` while a long write goes on, so that `remove_stale` knows it is alive."""
    try:
        import fcntl
    except ImportError:  # Windows: leftovers are recognised by their age
        yield
        return
    fd = os.open(path, os.O_RDWR)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        yield
    finally:
        os.close(fd)  # closing releases the lock


def remove_stale(directory: Path, pattern: str) -> list[Path]:
    """Delete the files matching `pattern` that no live writer holds (left by a killed import)."""
    try:
        import fcntl
    except ImportError:
        fcntl = None  # type: ignore[assignment]
    removed = []
    for leftover in directory.glob(pattern):
        try:
            if fcntl is not None:
                fd = os.open(leftover, os.O_RDWR)
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except OSError:
                    continue  # a writer holds it: alive
                finally:
                    os.close(fd)
            elif time.time() - leftover.stat().st_mtime < STALE_AFTER:
                continue
            for companion in (leftover, Path(f"{leftover}-journal"), Path(f"{leftover}-wal"),
                              Path(f"{leftover}-shm")):
                companion.unlink(missing_ok=True)
            removed.append(leftover)
        except OSError:
            continue  # gone meanwhile, or not ours to delete
    return removed


__all__ = ["BUSY_TIMEOUT", "READ_WAIT", "connect", "connect_read_only", "held", "migrate", "open_database",
           "remove_stale", "schema_version", "unusable", "write_transaction"]
