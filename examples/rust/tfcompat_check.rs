//! tfcompat_check - libtfcompat from Rust through its C ABI, with no crates.
//!
//! Can this consumer load this model? One call of the library's check layer
//! (tfcompat/check.h): the consumer is a target string ("2.9.0",
//! "2.11.1,litert@2.14.0") or a bare GraphDef consumer version (a number:
//! TensorFlow's acceptance rule alone, with TF_VERSION in its messages). The
//! library applies every rule to every part of the model (each meta graph,
//! a SavedModel directory's checkpoint); this program prints the verdict
//! and every finding, under the part it is about.
//!
//! usage: tfcompat_check PATH TARGET|CONSUMER [TF_VERSION]
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
enum Target {}

const TFC_E_WRONG_KIND: i32 = -16;
const TFC_KIND_TFLITE: i32 = 5;
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

    fn tfc_target_parse(out: *mut *mut Target, spec: *const c_char, registry: *const c_void,
                        err: *mut TfcError) -> i32;
    fn tfc_target_new_consumer(out: *mut *mut Target, registry: *const c_void, scheme: *const c_char,
                               consumer: i32, min_producer: i32, tf_version: *const c_char,
                               err: *mut TfcError) -> i32;
    fn tfc_target_free(t: *mut Target);
    fn tfc_target_name(t: *const Target) -> *const c_char;
    fn tfc_target_runtime(t: *const Target) -> *const c_char;
    fn tfc_check_open(out: *mut *mut Artifact, path: *const c_char, opts: *const c_void,
                      err: *mut TfcError) -> i32;
    fn tfc_check(out: *mut *mut Verdict, a: *const Artifact, t: *const Target, opts: *const c_void,
                 err: *mut TfcError) -> i32;

    fn tfc_artifact_free(a: *mut Artifact);
    fn tfc_artifact_kind(a: *const Artifact) -> i32;
    fn tfc_artifact_versions_count(a: *const Artifact) -> usize;
    fn tfc_artifact_versions(a: *const Artifact, i: usize) -> *const VersionDef;
    fn tfc_container_kind_name(kind: i32) -> *const c_char;
    fn tfc_versiondef_producer(v: *const VersionDef) -> i32;
    fn tfc_versiondef_min_consumer(v: *const VersionDef) -> i32;

    fn tfc_verdict_free(v: *mut Verdict);
    fn tfc_verdict_accepted(v: *const Verdict) -> i32;
    fn tfc_verdict_finding_count(v: *const Verdict) -> usize;
    fn tfc_verdict_finding_reason(v: *const Verdict, i: usize) -> i32;
    fn tfc_verdict_finding_severity(v: *const Verdict, i: usize) -> i32;
    fn tfc_verdict_finding_message(v: *const Verdict, i: usize) -> *const c_char;
    fn tfc_verdict_finding_where(v: *const Verdict, i: usize) -> *const c_char;
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
    part: String,
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
            part: text(unsafe { tfc_verdict_finding_where(v, i) }),
        })
        .collect();
    let accepted = unsafe { tfc_verdict_accepted(v) } == 1;
    unsafe { tfc_verdict_free(v) };
    Answer { accepted, findings }
}

/// The consumer, parsed once by the library; freed when dropped.
struct Consumer(*mut Target);

impl Consumer {
    /// A number is a bare GraphDef consumer version; anything else a target string.
    fn new(spec: &str, tf_version: &str) -> Result<Consumer, Error> {
        let mut t: *mut Target = std::ptr::null_mut();
        match spec.parse::<i32>() {
            Ok(n) => {
                let tf = c_string(tf_version)?;
                call(|err| unsafe {
                    tfc_target_new_consumer(&mut t, std::ptr::null(), b"graphdef\0".as_ptr() as *const c_char, n, 0,
                                            tf.as_ptr(), err)
                })?
            }
            Err(_) => {
                let s = c_string(spec)?;
                call(|err| unsafe { tfc_target_parse(&mut t, s.as_ptr(), std::ptr::null(), err) })?
            }
        }
        Ok(Consumer(t))
    }

    fn name(&self) -> String {
        text(unsafe { tfc_target_name(self.0) })
    }
}

impl Drop for Consumer {
    fn drop(&mut self) {
        unsafe { tfc_target_free(self.0) };
    }
}

/// An open model (any kind, a SavedModel directory with its checkpoint),
/// read as the check layer reads it; freed when dropped.
struct OpenModel(*mut Artifact);

impl OpenModel {
    fn open(path: &str) -> Result<OpenModel, Error> {
        let c_path = c_string(path)?;
        let mut a: *mut Artifact = std::ptr::null_mut();
        call(|err| unsafe { tfc_check_open(&mut a, c_path.as_ptr(), std::ptr::null(), err) })?;
        Ok(OpenModel(a))
    }

    fn kind(&self) -> String {
        text(unsafe { tfc_container_kind_name(tfc_artifact_kind(self.0)) })
    }

    fn graphs(&self) -> Vec<*const VersionDef> {
        let n = unsafe { tfc_artifact_versions_count(self.0) };
        (0..n).map(|i| unsafe { tfc_artifact_versions(self.0, i) }).collect()
    }

    /// The verdict of `consumer`: every rule, in one call.
    fn check(&self, consumer: &Consumer) -> Result<Answer, Error> {
        let mut verdict: *mut Verdict = std::ptr::null_mut();
        call(|err| unsafe { tfc_check(&mut verdict, self.0, consumer.0, std::ptr::null(), err) })?;
        Ok(answer(verdict))
    }
}

impl Drop for OpenModel {
    fn drop(&mut self) {
        unsafe { tfc_artifact_free(self.0) };
    }
}

/// Checks PATH; returns whether the consumer loads it.
fn run(path: &str, consumer: &Consumer) -> Result<bool, Error> {
    let model = OpenModel::open(path)?;
    // A TFLite model needs a runtime in the target ("litert@2.14.0").
    if unsafe { tfc_artifact_kind(model.0) } == TFC_KIND_TFLITE && unsafe { tfc_target_runtime(consumer.0) }.is_null() {
        return Err(Error {
            code: TFC_E_WRONG_KIND,
            name: text(unsafe { tfc_status_name(TFC_E_WRONG_KIND) }),
            message: format!("{} is a TFLite model; name a runtime in the target (litert@X.Y.Z)", path),
        });
    }
    let graphs = model.graphs();
    println!("{}: {} with {} meta graph(s), {}", path, model.kind(), graphs.len(), consumer.name());
    for (i, v) in graphs.iter().enumerate() {
        println!("meta graph {}: producer {}, min_consumer {}", i, unsafe { tfc_versiondef_producer(*v) },
                 unsafe { tfc_versiondef_min_consumer(*v) });
    }
    let a = model.check(consumer)?;
    let mut part = String::new();
    for f in &a.findings {
        if !f.part.is_empty() && f.part != part {
            println!("{}:", f.part);
            part = f.part.clone();
        }
        println!("  {} {}: {}", f.severity, f.code, f.message);
    }
    Ok(a.accepted)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 3 || args.len() > 4 {
        eprintln!("usage: tfcompat_check PATH TARGET|CONSUMER [TF_VERSION]");
        exit(64);
    }
    // The ABI this program was written for, and the struct it shares.
    if unsafe { tfc_abi_version() } != ABI_VERSION || unsafe { tfc_error_sizeof() } != std::mem::size_of::<TfcError>() {
        eprintln!("tfcompat_check: libtfcompat {} has another ABI", text(unsafe { tfc_version_string() }));
        exit(2);
    }
    let tf_version = if args.len() == 4 { args[3].as_str() } else { "unknown" };
    let consumer = match Consumer::new(&args[2], tf_version) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("tfcompat_check: {}: {} ({}, {})", args[2], e.message, e.name, e.code);
            exit(64);
        }
    };
    match run(&args[1], &consumer) {
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
