"""A smaller ICU data library for the bundle: Qt's libicudata (31 MB) with only what an English and French
app can ask of it. Used by cardtable.spec at build time.

Qt Core links ICU for collation (QCollator: file dialogs sort names with it), locale-aware case mapping, time
zone names and non-Unicode text codecs. The app speaks English and French and reads and writes UTF-8 only,
so the data keeps every item that belongs to no locale (Unicode properties, normalisation, the collation
base table, time zones, break rules, aliases...) and the locale items of root, English and French; it leaves
out the other ~200 languages' locale items (ICU falls back to root for them, as it does for any locale it
lacks), the legacy codecs' conversion tables, the transliterators and the word dictionaries of Chinese,
Japanese, Thai, Khmer, Lao and Burmese (which only ICU's own word break iterators use; Qt breaks text itself).

ICU's data is one "common data" package (format "CmnD": a header, a table of contents of named items, the
items), linked into libicudata as the symbol icudt<version>_dat. The new package goes into a new library of
the same name and symbol, built with the C compiler (`cc`); without one, the full library stays.
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
from pathlib import Path

KEPT_LANGUAGES = ("en", "fr")
ITEM_ALIGNMENT = 16  # ICU reads each item in place: keep them aligned as its own packager does
# A locale's item: a language code of 2 or 3 letters, then its script, region or variant ("fr_CA.res").
LOCALE_ITEM = re.compile(r"([a-z]{2,3})(_\w*)?\.res")
NOT_A_LOCALE = ("res",)  # res_index.res: the list of locales, which ICU needs


def wanted_item(name: str) -> bool:
    """Whether to keep the item `name` ("icudt73l/coll/fr.res") of the package."""
    path = name.split("/", 1)[1]
    base = path.rsplit("/", 1)[-1]
    if path.endswith(".cnv") or path.startswith("translit/") or path.endswith(".dict"):
        return False
    locale = LOCALE_ITEM.fullmatch(base)
    return locale is None or locale.group(1) in KEPT_LANGUAGES + NOT_A_LOCALE


def elf_symbol(library: bytes, prefix: str) -> tuple[str, bytes]:
    """The name and bytes of the first dynamic symbol whose name starts with `prefix` (64-bit little-endian
    ELF, as ICU's libraries are on x86-64 and arm64 Linux)."""
    if library[:6] != b"\x7fELF\x02\x01":
        raise ValueError("not a 64-bit little-endian ELF file")
    table, = struct.unpack_from("<Q", library, 0x28)
    entry_size, count = struct.unpack_from("<HH", library, 0x3A)
    # (name, type, flags, address, offset, size, link, info, alignment, entry size)
    sections = [struct.unpack_from("<IIQQQQIIQQ", library, table + index * entry_size) for index in range(count)]
    symbols = next(section for section in sections if section[1] == 11)  # SHT_DYNSYM
    names = sections[symbols[6]]
    for offset in range(symbols[4], symbols[4] + symbols[5], 24):
        name_at, _, _, section_index, value, size = struct.unpack_from("<IBBHQQ", library, offset)
        start = names[4] + name_at
        name = library[start:library.index(b"\0", start)].decode("ascii")
        if name.startswith(prefix) and 0 < section_index < len(sections):
            section = sections[section_index]
            at = section[4] + value - section[3]
            return name, library[at:at + size]
    raise ValueError(f"no symbol {prefix}* in the library")


def package_items(package: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """The header and the (name, data) items of an ICU common data package."""
    header_size, = struct.unpack_from("<H", package, 0)
    if package[2:4] != b"\xda\x27" or package[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package")
    count, = struct.unpack_from("<I", package, header_size)
    table = [struct.unpack_from("<II", package, header_size + 4 + 8 * index) for index in range(count)]
    items = []
    for index, (name_at, data_at) in enumerate(table):
        start = header_size + name_at
        end = header_size + table[index + 1][1] if index + 1 < count else len(package)
        items.append((package[start:package.index(b"\0", start)].decode("ascii"), package[header_size + data_at:end]))
    return package[:header_size], items


def build_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """An ICU common data package of the items (sorted by name, as ICU looks them up by binary search)."""
    items = sorted(items)
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    table_size = 4 + 8 * len(items)
    data_at = _aligned(table_size + len(names))
    table, data = [], bytearray()
    name_at = table_size
    for name, item in items:
        table.append(struct.pack("<II", name_at, data_at + len(data)))
        name_at += len(name) + 1
        data += item + bytes(_aligned(len(item)) - len(item))
    body = struct.pack("<I", len(items)) + b"".join(table) + names
    return header + body + bytes(data_at - len(body)) + bytes(data)


def _aligned(size: int) -> int:
    return -(-size // ITEM_ALIGNMENT) * ITEM_ALIGNMENT


def trimmed_library(source: str | Path, folder: str | Path) -> Path | None:
    """A copy of the ICU data library `source` with only the items wanted_item keeps, built in `folder`;
    None when there is no C compiler to build it with."""
    compiler = shutil.which("cc") or shutil.which("gcc")
    if compiler is None:
        return None
    source, folder = Path(source), Path(folder)
    symbol, package = elf_symbol(source.read_bytes(), "icudt")
    header, items = package_items(package)
    folder.mkdir(parents=True, exist_ok=True)
    data = folder / f"{symbol}.dat"
    data.write_bytes(build_package(header, [(name, item) for name, item in items if wanted_item(name)]))
    assembly = folder / f"{symbol}.s"
    assembly.write_text(
        f'\t.section .rodata\n\t.globl {symbol}\n\t.type {symbol}, @object\n\t.balign {ITEM_ALIGNMENT}\n'
        f'{symbol}:\n\t.incbin "{data}"\n\t.size {symbol}, . - {symbol}\n'
        '\t.section .note.GNU-stack,"",@progbits\n', encoding="ascii")
    target = folder / source.name
    subprocess.run([compiler, "-shared", "-nostdlib", f"-Wl,-soname,{source.name}", "-o", str(target),
                    str(assembly)], check=True)
    return target
