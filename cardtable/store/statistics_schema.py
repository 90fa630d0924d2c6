"""The statistics database's schema, its version (`PRAGMA user_version`) and the migrations between versions.

Version 1 kept each finished game with its seats; version 2 adds what issue 16 brought: the hints used,
the deal key (for the per-deal best of the duplicate challenge) and the duplicate flag. A database of an
older version is migrated in place, one version at a time, each step in the caller's transaction.
"""

from __future__ import annotations

import json
import sqlite3
from typing import Any, Callable, Mapping

from .statistics_rows import MAX_COUNT, json_object

SCHEMA_VERSION = 2
# Marks a database as cardtable's statistics (`PRAGMA application_id`), so a foreign SQLite file is told apart.
APPLICATION_ID = 0x43544253  # "CTBS"

SCHEMA_V1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    uid TEXT NOT NULL UNIQUE,
    game_id TEXT NOT NULL,
    options TEXT NOT NULL,
    players INTEGER NOT NULL,
    finished_at TEXT NOT NULL,
    duration REAL NOT NULL,
    undos INTEGER NOT NULL,
    humans INTEGER NOT NULL,
    record TEXT NOT NULL
);
CREATE TABLE seats (
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    controller TEXT NOT NULL,
    score REAL NOT NULL,
    place INTEGER NOT NULL,
    PRIMARY KEY (game, seat)
);
CREATE INDEX games_by_game ON games(game_id);
"""


def deal_key(game_id: str, options: Mapping[str, Any], seed: int) -> str:
    """The same cards dealt the same way: the game, its canonical options (player count included), the seed."""
    canonical = json.dumps(dict(options), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return f"{game_id}|{canonical}|{seed}"


def _v1_to_v2(connection: sqlite3.Connection) -> None:
    connection.execute("ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0")
    connection.execute("ALTER TABLE games ADD COLUMN deal_key TEXT NOT NULL DEFAULT ''")
    connection.execute("ALTER TABLE games ADD COLUMN duplicate INTEGER NOT NULL DEFAULT 0")
    # Version 1 kept the whole record: the hints and the deal are read back from it.
    # A row whose options or record is not a JSON object raises DamagedRow, which refuses the database
    # (the migration is rolled back): the figures of version 2 are not made up for it.
    rows = connection.execute("SELECT id, game_id, options, record FROM games").fetchall()
    for row_id, game_id, options, record_text in rows:
        record = json_object(record_text, row_id, "record")
        hints = record.get("hints", 0)
        key = deal_key(game_id, json_object(options, row_id, "options"), record.get("seed", 0))
        connection.execute("UPDATE games SET hints = ?, deal_key = ? WHERE id = ?",
                           (hints if type(hints) is int and 0 <= hints <= MAX_COUNT else 0, key, row_id))
    connection.execute("CREATE INDEX games_by_deal ON games(deal_key)")


# MIGRATIONS[n] takes a database of version n to version n + 1.
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {1: _v1_to_v2}


def create_v1(connection: sqlite3.Connection) -> None:
    """The first schema, as version 1 wrote it (new databases are created at 1 and migrated up)."""
    # Statement by statement: executescript() would commit the caller's transaction first.
    for statement in SCHEMA_V1.split(";"):
        if statement.strip():
            connection.execute(statement)
    connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    connection.execute("PRAGMA user_version = 1")


def upgrade(connection: sqlite3.Connection, version: int) -> None:
    """Migrate from `version` to SCHEMA_VERSION, step by step, in the caller's transaction."""
    while version < SCHEMA_VERSION:
        MIGRATIONS[version](connection)
        version += 1
        connection.execute(f"PRAGMA user_version = {version}")
