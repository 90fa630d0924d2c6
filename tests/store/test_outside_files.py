"""store/outside_files.py: regular files only, a named pipe refused without waiting, a device never read, a write
never replacing what is not a regular file, and a symbolic link to a regular file followed."""

import errno
import json
import os
import socket

import pytest

from cardtable.store.atomic import write_json_atomically
from cardtable.store.outside_files import (NotRegularFile, UnusablePath, read_limited, regular_status,
                                           writable_target)

from .special_files import is_fifo, named_pipe, needs_dev_zero, needs_fifo, unblocked


@needs_fifo
def test_a_named_pipe_is_refused_at_once_and_stays_a_pipe(tmp_path):
    fifo = named_pipe(tmp_path / "pipe")
    with unblocked(fifo), pytest.raises(NotRegularFile) as refused:
        read_limited(fifo, 100)
    assert refused.value.what == "fifo" and isinstance(refused.value, OSError)
    assert refused.value.strerror == "it is a named pipe, not a regular file"
    assert is_fifo(fifo)


@needs_dev_zero
def test_a_link_to_a_device_is_refused_unread(tmp_path):
    link = tmp_path / "zero"
    link.symlink_to("/dev/zero")
    with pytest.raises(NotRegularFile) as refused:
        read_limited(link, 10)
    assert refused.value.what == "device"


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(NotRegularFile) as refused:
        read_limited(tmp_path, 10)
    assert refused.value.what == "folder" and refused.value.errno == errno.EISDIR


@pytest.mark.skipif(not hasattr(socket, "AF_UNIX"), reason="no Unix sockets")
def test_a_socket_is_refused(tmp_path):
    path = tmp_path / "s"
    if len(os.fsencode(path)) > 100:
        pytest.skip("the temporary folder's path is too long for a socket")
    with socket.socket(socket.AF_UNIX) as listener:
        listener.bind(str(path))
        with pytest.raises(NotRegularFile) as refused:
            read_limited(path, 10)
        with pytest.raises(NotRegularFile):
            write_json_atomically(path, {})
    assert refused.value.what == "socket"


def test_a_regular_file_and_a_link_to_it_are_read_up_to_one_byte_past_the_limit(tmp_path):
    path = tmp_path / "data"
    path.write_bytes(b"0123456789")
    link = tmp_path / "link"
    link.symlink_to(path)
    assert read_limited(path, 100) == b"0123456789"
    assert read_limited(link, 4) == b"01234"  # one byte more than the limit: the caller knows it is larger
    assert regular_status(link).st_size == 10
    with pytest.raises(FileNotFoundError):
        read_limited(tmp_path / "missing", 10)


@pytest.mark.parametrize("name", ["nul\0in.json", "dir/\0"])
def test_a_path_with_a_nul_character_is_an_os_error(tmp_path, name):
    path = str(tmp_path / name)
    for call in (lambda: read_limited(path, 10), lambda: writable_target(path), lambda: regular_status(path)):
        with pytest.raises(UnusablePath) as refused:
            call()
        assert isinstance(refused.value, OSError) and refused.value.errno == errno.EINVAL
        assert refused.value.strerror == "the file name cannot be used: it holds a NUL character"
    with pytest.raises(UnusablePath):
        write_json_atomically(path, {})


# --- writing -------------------------------------------------------------------------------------------------

@needs_fifo
def test_a_write_never_replaces_a_named_pipe(tmp_path):
    fifo = named_pipe(tmp_path / "settings.json")
    with pytest.raises(NotRegularFile):
        write_json_atomically(fifo, {"a": 1})
    assert is_fifo(fifo) and os.listdir(tmp_path) == ["settings.json"]


@needs_fifo
def test_a_write_never_replaces_a_link_to_a_named_pipe(tmp_path):
    fifo = named_pipe(tmp_path / "pipe")
    link = tmp_path / "save.cardtable"
    link.symlink_to(fifo)
    with pytest.raises(NotRegularFile):
        write_json_atomically(link, {"a": 1})
    assert link.is_symlink() and is_fifo(fifo)


@pytest.mark.skipif(not os.path.exists("/dev/null"), reason="no /dev/null")
def test_a_write_never_replaces_a_link_to_a_device(tmp_path):
    link = tmp_path / "autosave.json"
    link.symlink_to("/dev/null")
    with pytest.raises(NotRegularFile) as refused:
        write_json_atomically(link, {"a": 1})
    assert refused.value.what == "device"
    assert link.is_symlink() and os.readlink(link) == "/dev/null" and os.listdir(tmp_path) == ["autosave.json"]


def test_a_write_never_replaces_a_folder(tmp_path):
    folder = tmp_path / "save.cardtable"
    folder.mkdir()
    with pytest.raises(NotRegularFile) as refused:
        write_json_atomically(folder, {"a": 1})
    assert refused.value.errno == errno.EISDIR and folder.is_dir()


def test_a_write_through_a_link_replaces_its_target_and_keeps_the_link(tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    target = elsewhere / "real.cardtable"
    target.write_text("{}", encoding="utf-8")
    link = tmp_path / "save.cardtable"
    link.symlink_to(target)
    write_json_atomically(link, {"a": 1})
    assert link.is_symlink() and json.loads(target.read_text(encoding="utf-8")) == {"a": 1}
    assert sorted(os.listdir(elsewhere)) == ["real.cardtable"]  # no temporary file left


def test_a_write_through_a_dangling_link_creates_its_target(tmp_path):
    target = tmp_path / "new.cardtable"
    link = tmp_path / "save.cardtable"
    link.symlink_to(target)
    assert writable_target(link) == target
    write_json_atomically(link, [1])
    assert link.is_symlink() and json.loads(target.read_text(encoding="utf-8")) == [1]


def test_a_write_of_a_new_or_regular_file_goes_to_the_path_itself(tmp_path):
    path = tmp_path / "plain.json"
    assert writable_target(path) == path
    path.write_text("{}", encoding="utf-8")
    assert writable_target(str(path)) == path
