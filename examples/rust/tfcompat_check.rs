//! tfcompat_check - libtfcompat from Rust through its C ABI, with no crates.
//!
//! Can a TensorFlow with GraphDef consumer version CONSUMER load this model?
//! Checks every meta graph of a SavedModel (file or directory), GraphDef or
//! MetaGraphDef with TensorFlow's acceptance rule and, for a SavedModel
//! directory with variables/variables.index, the checkpoint with the bundle
//! reader's rule. Prints the verdict and every finding.
//!
//! usage: tfcompat_check PATH CONSUMER [TF_VERSION]
//! exit:  0 accepted, 1 rejected (a verdict), 2 unreadable input, 64 usage
//!
//! Build (plain rustc, Rust 1.63 or later, edition 2021):
//!   rustc --edition 2021 -O tfcompat_check.rs -L native=LIBDIR -C link-args=-Wl,-rpath,LIBDIR
//! where LIBDIR holds libtfcompat.so.

use std::ffi::{CStr, CString};
use std::os::raw::{c_char, c_void};
use std::process::exit;

// ---- the C ABI (include/tfcompat/*.h), only what this program uses ----------

/// tfc_error: caller-provided error detail (tfcompat/common.h).
#[repr(C)]
struct TfcError {
    size: u32,
    code: i32,
    offset: i64,
    message: [c_char; 512],
}

enum Artifact {}
enum VersionDef {}
enum Verdict {}
enum Checkpoint {}

const TFC_E_WRONG_KIND: i32 = -16;
const TFC_SEVERITY_ERROR: i32 = 0;
const TFC_SEVERITY_WARNING: i32 = 1;
/// The SONAME major version this program is written for.
const ABI_VERSION: u32 = 2;

#[link(name = "tfcompat")]
extern "C" {
    fn tfc_version_string() -> *const c_char;
    fn tfc_abi_version() -> u32;
    fn tfc_error_init(err: *mut TfcError, size: usize);
    fn tfc_error_sizeof() -> usize;
    fn tfc_status_name(code: i32) -> *const c_char;
    fn tfc_verdict_reason_name(reason: i32) -> *const c_char;

    fn tfc_artifact_open(out: *mut *mut Artifact, path: *const c_char, opts: *const c_void,
                         err: *mut TfcError) -> i32;
    fn tfc_artifact_free(a: *mut Artifact);
    fn tfc_artifact_kind(a: *const Artifact) -> i32;
    fn tfc_artifact_model(a: *const Artifact) -> *const c_void;
    fn tfc_artifact_versions_count(a: *const Artifact) -> usize;
    fn tfc_artifact_versions(a: *const Artifact, i: usize) -> *const VersionDef;
    fn tfc_artifact_checkpoint(a: *const Artifact) -> *const Checkpoint;
    fn tfc_artifact_checkpoint_status(a: *const Artifact, err: *mut TfcError) -> i32;
    fn tfc_container_kind_name(kind: i32) -> *const c_char;
    fn tfc_versiondef_producer(v: *const VersionDef) -> i32;
    fn tfc_versiondef_min_consumer(v: *const VersionDef) -> i32;

    fn tfc_accept_check(out: *mut *mut Verdict, data: *const VersionDef, consumer: i32,
                          min_producer: i32, upper_name: *const c_char, lower_name: *const c_char,
                          tf_version: *const c_char, opts: *const c_void, err: *mut TfcError) -> i32;

    fn tfc_checkpoint_check_versions(out: *mut *mut Verdict, c: *const Checkpoint,
                                     tf_version: *const c_char, err: *mut TfcError) -> i32;

    fn tfc_verdict_free(v: *mut Verdict);
    fn tfc_verdict_accepted(v: *const Verdict) -> i32;
    fn tfc_verdict_finding_count(v: *const Verdict) -> usize;
    fn tfc_verdict_finding_reason(v: *const Verdict, i: usize) -> i32;
    fn tfc_verdict_finding_severity(v: *const Verdict, i: usize) -> i32;
    fn tfc_verdict_finding_message(v: *const Verdict, i: usize) -> *const c_char;
}

// ---- safe wrappers -------------------------------------------------------------

/// A failure to read input: the library's status code, its name and message.
#[derive(Debug)]
struct Error {
    code: i32,
    name: String,
    message: String,
}

/// A static or borrowed C string as a Rust String (lossy for invalid UTF-8).
fn text(p: *const c_char) -> String {
    if p.is_null() {
        return String::new();
    }
    unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
}

fn c_string(s: &str) -> Result<CString, Error> {
    CString::new(s).map_err(|_| Error {
        code: -1,
        name: "TFC_E_INVALID_ARGUMENT".to_string(),
        message: format!("{:?} holds a NUL byte", s),
    })
}

/// Calls a fallible libtfcompat function with a fresh tfc_error.
fn call<F: FnOnce(*mut TfcError) -> i32>(f: F) -> Result<(), Error> {
    let mut err = TfcError { size: 0, code: 0, offset: -1, message: [0; 512] };
    unsafe { tfc_error_init(&mut err, std::mem::size_of::<TfcError>()) };
    let rc = f(&mut err);
    if rc == 0 {
        return Ok(());
    }
    let message = unsafe { CStr::from_ptr(err.message.as_ptr()) }.to_string_lossy().into_owned();
    Err(Error { code: rc, name: text(unsafe { tfc_status_name(rc) }), message })
}

/// One finding of a verdict.
struct Finding {
    code: String,
    severity: &'static str,
    message: String,
}

/// A verdict as plain values; the C object is freed at once.
struct Answer {
    accepted: bool,
    findings: Vec<Finding>,
}

fn answer(v: *mut Verdict) -> Answer {
    let n = unsafe { tfc_verdict_finding_count(v) };
    let findings = (0..n)
        .map(|i| Finding {
            code: text(unsafe { tfc_verdict_reason_name(tfc_verdict_finding_reason(v, i)) }),
            severity: match unsafe { tfc_verdict_finding_severity(v, i) } {
                TFC_SEVERITY_ERROR => "error",
                TFC_SEVERITY_WARNING => "warning",
                _ => "undetermined",
            },
            message: text(unsafe { tfc_verdict_finding_message(v, i) }),
        })
        .collect();
    let accepted = unsafe { tfc_verdict_accepted(v) } == 1;
    unsafe { tfc_verdict_free(v) };
    Answer { accepted, findings }
}

/// An open model (GraphDef, MetaGraphDef, SavedModel file or directory with
/// its checkpoint), read by the library's one entry; freed when dropped.
struct OpenModel(*mut Artifact);

impl OpenModel {
    fn open(path: &str) -> Result<OpenModel, Error> {
        let c_path = c_string(path)?;
        let mut a: *mut Artifact = std::ptr::null_mut();
        call(|err| unsafe { tfc_artifact_open(&mut a, c_path.as_ptr(), std::ptr::null(), err) })?;
        let model = OpenModel(a);
        // The library detected the kind; this program checks GraphDefs only.
        if unsafe { tfc_artifact_model(a) }.is_null() {
            return Err(Error {
                code: TFC_E_WRONG_KIND,
                name: text(unsafe { tfc_status_name(TFC_E_WRONG_KIND) }),
                message: format!("{} is a {}, not a GraphDef, MetaGraphDef or SavedModel", path, model.kind()),
            });
        }
        Ok(model)
    }

    fn kind(&self) -> String {
        text(unsafe { tfc_container_kind_name(tfc_artifact_kind(self.0)) })
    }

    fn graphs(&self) -> Vec<*const VersionDef> {
        let n = unsafe { tfc_artifact_versions_count(self.0) };
        (0..n).map(|i| unsafe { tfc_artifact_versions(self.0, i) }).collect()
    }

    /// A SavedModel directory's variables/variables.index, when it has one.
    fn checkpoint(&self) -> Result<Option<*const Checkpoint>, Error> {
        call(|err| unsafe { tfc_artifact_checkpoint_status(self.0, err) })?;
        let c = unsafe { tfc_artifact_checkpoint(self.0) };
        Ok(if c.is_null() { None } else { Some(c) })
    }
}

impl Drop for OpenModel {
    fn drop(&mut self) {
        unsafe { tfc_artifact_free(self.0) };
    }
}

fn check_graph(v: *const VersionDef, consumer: i32, tf_version: &CString) -> Result<Answer, Error> {
    let mut verdict: *mut Verdict = std::ptr::null_mut();
    call(|err| unsafe {
        tfc_accept_check(&mut verdict, v, consumer, 0, b"GraphDef\0".as_ptr() as *const c_char,
                           b"graph\0".as_ptr() as *const c_char, tf_version.as_ptr(), std::ptr::null(), err)
    })?;
    Ok(answer(verdict))
}

fn check_checkpoint(c: *const Checkpoint, tf_version: &CString) -> Result<Answer, Error> {
    let mut verdict: *mut Verdict = std::ptr::null_mut();
    call(|err| unsafe { tfc_checkpoint_check_versions(&mut verdict, c, tf_version.as_ptr(), err) })?;
    Ok(answer(verdict))
}

fn print_findings(a: &Answer) {
    for f in &a.findings {
        println!("  {} {}: {}", f.severity, f.code, f.message);
    }
}

/// Checks PATH; returns whether every part is accepted.
fn run(path: &str, consumer: i32, tf_version: &str) -> Result<bool, Error> {
    let tf = c_string(tf_version)?;
    let model = OpenModel::open(path)?;
    let mut accepted = true;
    let graphs = model.graphs();
    println!("{}: {} with {} meta graph(s), GraphDef consumer {}", path, model.kind(), graphs.len(), consumer);
    for (i, v) in graphs.iter().enumerate() {
        let a = check_graph(*v, consumer, &tf)?;
        println!("meta graph {}: producer {}, min_consumer {}: {}", i, unsafe { tfc_versiondef_producer(*v) },
                 unsafe { tfc_versiondef_min_consumer(*v) }, if a.accepted { "accepted" } else { "rejected" });
        print_findings(&a);
        accepted = accepted && a.accepted;
    }
    if let Some(c) = model.checkpoint()? {
        let a = check_checkpoint(c, &tf)?;
        println!("checkpoint: {}", if a.accepted { "accepted" } else { "rejected" });
        print_findings(&a);
        accepted = accepted && a.accepted;
    }
    Ok(accepted)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 3 || args.len() > 4 {
        eprintln!("usage: tfcompat_check PATH CONSUMER [TF_VERSION]");
        exit(64);
    }
    let consumer: i32 = match args[2].parse() {
        Ok(c) => c,
        Err(_) => {
            eprintln!("tfcompat_check: CONSUMER must be a 32-bit integer, not {:?}", args[2]);
            exit(64);
        }
    };
    // The ABI this program was written for, and the struct it shares.
    if unsafe { tfc_abi_version() } != ABI_VERSION || unsafe { tfc_error_sizeof() } != std::mem::size_of::<TfcError>() {
        eprintln!("tfcompat_check: libtfcompat {} has another ABI", text(unsafe { tfc_version_string() }));
        exit(2);
    }
    let tf_version = if args.len() == 4 { args[3].as_str() } else { "unknown" };
    match run(&args[1], consumer, tf_version) {
        Ok(true) => println!("verdict: accepted"),
        Ok(false) => {
            println!("verdict: rejected");
            exit(1);
        }
        Err(e) => {
            eprintln!("tfcompat_check: {}: {} ({}, {})", args[1], e.message, e.name, e.code);
            exit(2);
        }
    }
}
