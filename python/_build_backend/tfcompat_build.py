"""The build backend of the tfcompat Python package (PEP 517, PEP 660).

Standard library only, so that `pip install ./python` works offline in a
plain venv: there is nothing to download (no setuptools, no wheel). It
builds the wheel with zipfile from python/tfcompat/ and the [project] table
of pyproject.toml (the version is tfcompat.__version__).

The wheel carries the C library when the build can find it, so that
`import tfcompat` works wherever the wheel goes (venv, pyenv): the first of
  1. $TFCOMPAT_LIBRARY              the path of a libtfcompat.so (a build tree's)
  2. $TFCOMPAT_PREFIX/lib*/         a CMake install prefix
  3. pkg-config --variable=libdir tfcompat   an installed one (tfcompat.pc)
  4. ../build/                      the repository's build tree (cmake -B build)
is copied into the package as tfcompat/libtfcompat.so.<ABI> and the wheel is
tagged for this platform. With TFCOMPAT_BUNDLE=0, or when no library file is
found but pkg-config names a library directory, the wheel records that
directory (tfcompat/_libpath.py) instead of carrying a copy. With neither,
the package looks for the library on the dynamic linker's path at its first
call and says so clearly if it is not there.
"""

import base64
import glob
import hashlib
import io
import os
import re
import subprocess
import sysconfig
import tarfile
import time
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # python/
PACKAGE = "tfcompat"

__all__ = ["build_wheel", "build_sdist", "build_editable", "get_requires_for_build_wheel",
           "get_requires_for_build_sdist", "get_requires_for_build_editable"]


# ---- pyproject.toml ---------------------------------------------------------

def _toml_value(text, where):
    text = text.strip()
    m = re.fullmatch(r'\{\s*(\w+)\s*=\s*("(?:[^"\\]|\\.)*")\s*\}', text)
    if m:  # an inline table of one string: license = {text = "..."}
        return {m.group(1): _toml_value(m.group(2), where)}
    if text.startswith('"') or text.startswith("["):
        import json
        try:
            return json.loads(text)  # basic strings and arrays of them are JSON
        except ValueError:
            pass
    raise ValueError("pyproject.toml: cannot read %s = %s (this backend reads a TOML subset "
                     "on Python < 3.11: one-line strings, arrays of strings, {key = \"string\"})" % (where, text))


def _read_toml(path):
    """tomllib where there is one; else the subset pyproject.toml uses."""
    try:
        import tomllib  # Python >= 3.11
    except ImportError:
        tomllib = None
    if tomllib is not None:
        with open(path, "rb") as f:
            return tomllib.load(f)
    doc, table = {}, {}
    doc_table = doc
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            m = re.fullmatch(r"\[([\w.-]+)\]", line)
            if m:
                table = doc_table
                for part in m.group(1).split("."):
                    table = table.setdefault(part, {})
                continue
            m = re.fullmatch(r'([\w-]+|"[^"]*")\s*=\s*(.*)', line)
            if not m:
                raise ValueError("pyproject.toml: cannot read line %r" % line)
            table[m.group(1).strip('"')] = _toml_value(m.group(2), m.group(1))
    return doc


def _project():
    project = _read_toml(os.path.join(ROOT, "pyproject.toml"))["project"]
    sources = {}
    for name in ("__init__.py", "_native.py"):
        with open(os.path.join(ROOT, PACKAGE, name), encoding="utf-8") as f:
            sources[name] = f.read()
    version = re.search(r'^__version__\s*=\s*"([^"]+)"', sources["__init__.py"], re.M)
    abi = re.search(r"^ABI_VERSION\s*=\s*(\d+)", sources["_native.py"], re.M)
    if not version or not abi:
        raise ValueError("%s/__init__.py must define __version__ and %s/_native.py ABI_VERSION" % (PACKAGE, PACKAGE))
    project = dict(project, version=version.group(1))
    return project, int(abi.group(1))


def _metadata(project):
    lines = ["Metadata-Version: 2.1", "Name: " + project["name"], "Version: " + project["version"]]
    if "description" in project:
        lines.append("Summary: " + project["description"])
    if "license" in project:
        lines.append("License: " + project["license"].get("text", ""))
    if "requires-python" in project:
        lines.append("Requires-Python: " + project["requires-python"])
    lines += ["Classifier: " + c for c in project.get("classifiers", [])]
    for extra, reqs in sorted(project.get("optional-dependencies", {}).items()):
        lines.append("Provides-Extra: " + extra)
        lines += ['Requires-Dist: %s; extra == "%s"' % (r, extra) for r in reqs]
    lines += ["Requires-Dist: " + r for r in project.get("dependencies", [])]
    body = ""
    if "readme" in project:
        lines.append("Description-Content-Type: text/markdown")
        with open(os.path.join(ROOT, project["readme"]), encoding="utf-8") as f:
            body = f.read()
    return "\n".join(lines) + "\n\n" + body


# ---- the C library ----------------------------------------------------------

def _pkg_config_libdir():
    try:
        out = subprocess.run(["pkg-config", "--variable=libdir", "tfcompat"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, universal_newlines=True, check=False)
    except OSError:  # no pkg-config
        return None
    libdir = out.stdout.strip()
    return os.path.normpath(libdir) if out.returncode == 0 and libdir else None


def _find_library(abi):
    """(how, path): ("bundle", file) or ("record", directory) or (None, None)."""
    soname = "libtfcompat.so.%d" % abi
    found = None
    env = os.environ.get("TFCOMPAT_LIBRARY")
    if env:
        if not os.path.isfile(env):
            raise FileNotFoundError("TFCOMPAT_LIBRARY=%s: no such file" % env)
        found = env
    prefix = os.environ.get("TFCOMPAT_PREFIX")
    if not found and prefix:
        hits = sorted(glob.glob(os.path.join(prefix, "lib*", soname)) +
                      glob.glob(os.path.join(prefix, "lib", "*-linux-*", soname)))
        if not hits:
            raise FileNotFoundError("TFCOMPAT_PREFIX=%s: no lib*/%s under it" % (prefix, soname))
        found = hits[0]
    pc_libdir = _pkg_config_libdir()
    if not found and pc_libdir and os.path.isfile(os.path.join(pc_libdir, soname)):
        found = os.path.join(pc_libdir, soname)
    build = os.path.join(os.path.dirname(ROOT), "build", soname)
    if not found and os.path.isfile(build):
        found = build
    if found and os.environ.get("TFCOMPAT_BUNDLE", "1") != "0":
        return "bundle", os.path.realpath(found)
    if found:
        return "record", os.path.dirname(os.path.abspath(found))
    if pc_libdir:
        return "record", pc_libdir
    return None, None


# ---- the wheel ---------------------------------------------------------------

def _date_time():
    epoch = int(os.environ.get("SOURCE_DATE_EPOCH", "315532800"))  # 1980-01-01: zip's first day
    return time.gmtime(max(epoch, 315532800))[:6]


def _package_files():
    out = []
    for name in sorted(os.listdir(os.path.join(ROOT, PACKAGE))):
        if (name.endswith(".py") and name != "_libpath.py") or name == "py.typed":
            out.append(os.path.join(PACKAGE, name))
    return out


class _Wheel:
    def __init__(self, path):
        self.zip = zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED)
        self.record = []

    def add(self, arcname, data, mode=0o644):
        info = zipfile.ZipInfo(arcname, _date_time())
        info.external_attr = (0o100000 | mode) << 16
        info.compress_type = zipfile.ZIP_DEFLATED
        self.zip.writestr(info, data)
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        self.record.append("%s,sha256=%s,%d" % (arcname, digest, len(data)))

    def close(self, dist_info):
        record = dist_info + "/RECORD"
        text = "\n".join(self.record + [record + ",,"]) + "\n"
        info = zipfile.ZipInfo(record, _date_time())
        info.external_attr = 0o100644 << 16
        self.zip.writestr(info, text)
        self.zip.close()


def _build(wheel_directory, editable):
    project, abi = _project()
    name, version = project["name"], project["version"]
    how, lib = (None, None) if editable else _find_library(abi)
    tag = "py3-none-any"
    if how == "bundle":
        tag = "py3-none-" + re.sub(r"[^A-Za-z0-9]", "_", sysconfig.get_platform())
    dist_info = "%s-%s.dist-info" % (name, version)
    filename = "%s-%s-%s.whl" % (name, version, tag)
    wheel = _Wheel(os.path.join(wheel_directory, filename))
    try:
        if editable:  # PEP 660: the package is read from the source tree
            wheel.add("%s_editable.pth" % name, (ROOT + "\n").encode())
        else:
            for rel in _package_files():
                with open(os.path.join(ROOT, rel), "rb") as f:
                    wheel.add(rel.replace(os.sep, "/"), f.read())
        if how == "bundle":
            with open(lib, "rb") as f:
                wheel.add("%s/libtfcompat.so.%d" % (PACKAGE, abi), f.read(), 0o755)
        elif how == "record":
            wheel.add(PACKAGE + "/_libpath.py",
                      ("# Written by pip install (python/_build_backend): the directory of "
                       "libtfcompat.so.%d.\nLIBDIR = %r\n" % (abi, lib)).encode())
        wheel.add(dist_info + "/METADATA", _metadata(project).encode("utf-8"))
        wheel.add(dist_info + "/WHEEL", ("Wheel-Version: 1.0\nGenerator: tfcompat_build\n"
                                         "Root-Is-Purelib: %s\nTag: %s\n"
                                         % ("false" if how == "bundle" else "true", tag)).encode())
        wheel.close(dist_info)
    except BaseException:
        wheel.zip.close()
        os.unlink(os.path.join(wheel_directory, filename))
        raise
    if how == "bundle":
        print("tfcompat: bundled %s into the wheel" % lib)
    elif how == "record":
        print("tfcompat: the package will load libtfcompat.so.%d from %s" % (abi, lib))
    elif not editable:
        print("tfcompat: no libtfcompat found (TFCOMPAT_LIBRARY, TFCOMPAT_PREFIX, pkg-config, ../build): "
              "the package will look on the dynamic linker's path at its first call")
    return filename


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def get_requires_for_build_editable(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    return _build(wheel_directory, editable=False)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    return _build(wheel_directory, editable=True)


def build_sdist(sdist_directory, config_settings=None):
    project, _ = _project()
    base = "%s-%s" % (project["name"], project["version"])
    filename = base + ".tar.gz"
    files = ["pyproject.toml", "README.md", "_build_backend/tfcompat_build.py"] + _package_files()
    with tarfile.open(os.path.join(sdist_directory, filename), "w:gz", format=tarfile.PAX_FORMAT) as tar:
        def add(arcname, data):
            info = tarfile.TarInfo(base + "/" + arcname)
            info.size, info.mode, info.mtime = len(data), 0o644, time.mktime(_date_time() + (0, 0, -1))
            tar.addfile(info, io.BytesIO(data))
        for rel in files:
            with open(os.path.join(ROOT, rel), "rb") as f:
                add(rel.replace(os.sep, "/"), f.read())
        add("PKG-INFO", _metadata(project).encode("utf-8"))
    return filename
