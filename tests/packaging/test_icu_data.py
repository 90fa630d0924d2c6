"""packaging/icu_data.py, which cuts Qt's ICU data for the bundle: what it keeps, and the packages it writes.
(The bundle built with it runs its smoke test in test_bundle.py.)"""

import importlib.util
import struct
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("icu_data", ROOT / "packaging" / "icu_data.py")
icu_data = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(icu_data)

HEADER = struct.pack("<HBB", 32, 0xDA, 0x27) + struct.pack("<HHBBBB", 20, 0, 0, 0, 2, 0) + b"CmnD" + bytes(16)


@pytest.mark.parametrize("name", [
    "icudt73l/fr.res", "icudt73l/fr_CA.res", "icudt73l/en_GB.res", "icudt73l/root.res", "icudt73l/coll/fr.res",
    "icudt73l/coll/root.res", "icudt73l/coll/ucadata.icu", "icudt73l/res_index.res", "icudt73l/zoneinfo64.res",
    "icudt73l/likelySubtags.res", "icudt73l/brkitr/line.brk", "icudt73l/nfkc.nrm", "icudt73l/cnvalias.icu",
    "icudt73l/zone/tzdbNames.res", "icudt73l/curr/pool.res"])
def test_it_keeps_root_english_french_and_what_belongs_to_no_locale(name):
    assert icu_data.wanted_item(name)


@pytest.mark.parametrize("name", [
    "icudt73l/de.res", "icudt73l/zh_Hant_TW.res", "icudt73l/coll/sv.res", "icudt73l/coll/de_.res",
    "icudt73l/curr/ars.res", "icudt73l/gb18030.cnv", "icudt73l/translit/root.res", "icudt73l/brkitr/cjdict.dict"])
def test_it_leaves_out_other_languages_codecs_transliterators_and_dictionaries(name):
    assert not icu_data.wanted_item(name)


def test_a_package_it_writes_reads_back_with_every_item_aligned():
    items = [("icudt73l/b.res", b"\x01" * 5), ("icudt73l/a.icu", b"\x02" * 40), ("icudt73l/coll/c.res", b"")]
    package = icu_data.build_package(HEADER, items)
    header, read = icu_data.package_items(package)
    assert header == HEADER
    # Sorted by name (ICU searches the table), each item padded to the alignment ICU reads it with.
    assert [name for name, _ in read] == sorted(name for name, _ in items)
    for (name, data), (_, original) in zip(read, sorted(items)):
        assert data.rstrip(b"\0") == original.rstrip(b"\0") and len(data) % icu_data.ITEM_ALIGNMENT == 0
    count, = struct.unpack_from("<I", package, len(HEADER))
    offsets = [struct.unpack_from("<II", package, len(HEADER) + 4 + 8 * index)[1] for index in range(count)]
    assert all((len(HEADER) + offset) % icu_data.ITEM_ALIGNMENT == 0 for offset in offsets)


def test_it_refuses_what_is_not_an_icu_package():
    with pytest.raises(ValueError):
        icu_data.package_items(b"\x20\x00\x00\x00" + bytes(60))
