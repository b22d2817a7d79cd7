//! Running compiled code in another process: the host side of the executor
//! (`executor/ods-executor.c`), as LLVM ORC's remote JIT drives
//! `llvm-jitlink-executor`.
//!
//! The executor is a small C program built for each target by `build.rs`
//! and embedded here. `ods-run` starts it (under `qemu-aarch64` for AArch64
//! code on an x86 host, or any command, say `ssh board ods-executor`),
//! sends it the code, the globals and the relocations, and calls functions
//! in it. Everything the code prints comes back as messages that this side
//! formats with [`crate::runner_utils`], so there is one implementation of
//! MLIR's runner-utils output. A program that crashes takes only the
//! executor down: [`ExecError::Crashed`] names the signal and where.
//!
//! # Protocol
//!
//! Little-endian, over the executor's stdin and stdout; every request is a
//! tag byte and its fields:
//!
//! | request | fields | answer |
//! |---|---|---|
//! | `L` load | `u64` code length, code; `u32` globals, each `u32` align, `u64` length, bytes; `u32` relocations, each `u64` offset, `u8` kind (`0`: runtime function, `u16` length, name; `1`: global, `u32` index) | `K` `u64` code address, or `E` `u32` length, message |
//! | `C` call | `u64` code offset, `u8` result kind (0 none, 1 integer, 2 `f32`, 3 `f64`), `u8` count (≤ 8), `u64` integer arguments | messages, then `R` `u64` result bits |
//! | `Q` quit | | |
//!
//! Messages while a call runs: `P` and a print kind (`i`/`u` `u64`,
//! `f` `u32` bits, `d` `u64` bits, `F` flops `u64` bits, `(` `)` `,` `n`,
//! `s` `u32` length and bytes, `e` the same to stderr); `M` a memref print
//! (`u8` how: 0 unranked, 1 ranked, 2 shape only; `u8` element code of
//! [`MemrefElem`]; `u64` aligned pointer; `u64` offset; `u32` rank;
//! `u64` sizes and strides; `u64` index of the first element sent; `u64`
//! count; the elements); `X` `u32` signal, `u64` pc, `u64` code address,
//! `u64` fault address: the code crashed and the executor exits.

use crate::isa::Target;
use crate::mir::{DataBlock, Reloc, Sym};
use crate::runner_utils::{self, MemrefElem, MemrefPrint};
use std::ffi::OsString;
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

mod binaries {
    include!(concat!(env!("OUT_DIR"), "/executors.rs"));
}

/// The embedded executor binary for `target`, or why there is none.
fn binary(target: Target) -> Result<&'static [u8], &'static str> {
    match target {
        Target::X86_64 => binaries::X86_64,
        Target::Aarch64 => binaries::AARCH64,
    }
}

/// A hash of [`binary`]'s bytes, computed when the crate was built.
fn binary_hash(target: Target) -> u64 {
    match target {
        Target::X86_64 => binaries::X86_64_HASH,
        Target::Aarch64 => binaries::AARCH64_HASH,
    }
}

/// What can go wrong running code in an executor.
#[derive(Debug, thiserror::Error)]
pub enum ExecError {
    #[error("no executor for {target}: {why}")]
    NotBuilt { target: &'static str, why: String },
    #[error("cannot start the executor ({command}): {error}")]
    Spawn { command: String, error: String },
    #[error("the executor failed: {0}")]
    Protocol(String),
    #[error("the executor could not load the code: {0}")]
    Load(String),
    #[error(
        "the program crashed with {name} at code offset {pc:#x} (fault address {addr:#x})",
        name = signal_name(*signal)
    )]
    Crashed {
        signal: u32,
        /// The faulting instruction's offset in the code (or its address,
        /// if it was outside the code).
        pc: u64,
        addr: u64,
    },
}

fn signal_name(s: u32) -> String {
    match s {
        4 => "SIGILL".into(),
        5 => "SIGTRAP".into(),
        6 => "SIGABRT".into(),
        7 => "SIGBUS".into(),
        8 => "SIGFPE".into(),
        11 => "SIGSEGV".into(),
        s => format!("signal {s}"),
    }
}

/// How a called function returns its result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultKind {
    None = 0,
    Int = 1,
    F32 = 2,
    F64 = 3,
}

/// Code as the emitter made it, to be loaded by an executor.
pub struct Image<'a> {
    pub code: &'a [u8],
    pub data: &'a [DataBlock],
    pub relocs: &'a [Reloc],
}

/// A running executor process.
pub struct Executor {
    child: Child,
    to: BufWriter<ChildStdin>,
    from: BufReader<ChildStdout>,
}

/// The command that runs `target`'s executor here: the embedded binary,
/// written to a file once, run directly on its own machine and under
/// `qemu-<arch>` otherwise.
pub fn default_command(target: Target) -> Result<Vec<OsString>, ExecError> {
    let bytes = binary(target).map_err(|why| ExecError::NotBuilt {
        target: target.name(),
        why: why.to_string(),
    })?;
    let path = write_binary(target, bytes).map_err(|e| ExecError::Spawn {
        command: "(writing the executor binary)".into(),
        error: e.to_string(),
    })?;
    let mut cmd = Vec::new();
    if Target::host() != Some(target) {
        cmd.push(OsString::from(format!("qemu-{}", target.name())));
    }
    cmd.push(path.into_os_string());
    Ok(cmd)
}

/// The embedded executor as a file in the temporary directory, named by
/// its contents (so a stale one is never used).
fn write_binary(target: Target, bytes: &[u8]) -> std::io::Result<PathBuf> {
    use std::os::unix::fs::PermissionsExt;
    let path = std::env::temp_dir().join(format!(
        "ods-executor-{}-{:016x}",
        target.name(),
        binary_hash(target)
    ));
    if std::fs::metadata(&path).is_ok_and(|m| m.len() == bytes.len() as u64) {
        return Ok(path);
    }
    // Written under a unique name, then renamed: concurrent writers never
    // run a half-written file.
    let tmp = path.with_extension(format!("{}.tmp", std::process::id()));
    std::fs::write(&tmp, bytes)?;
    std::fs::set_permissions(&tmp, std::fs::Permissions::from_mode(0o755))?;
    std::fs::rename(&tmp, &path)?;
    Ok(path)
}

impl Executor {
    /// Starts the executor with `command` (program and arguments).
    pub fn spawn(command: &[OsString]) -> Result<Executor, ExecError> {
        let shown = command
            .iter()
            .map(|a| a.to_string_lossy())
            .collect::<Vec<_>>()
            .join(" ");
        let (prog, args) = command.split_first().ok_or_else(|| ExecError::Spawn {
            command: shown.clone(),
            error: "empty command".into(),
        })?;
        let mut child = Command::new(prog)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| ExecError::Spawn {
                command: shown,
                error: e.to_string(),
            })?;
        let to = BufWriter::new(child.stdin.take().expect("piped stdin"));
        let from = BufReader::new(child.stdout.take().expect("piped stdout"));
        Ok(Executor { child, to, from })
    }

    /// Loads `image`: the executor maps the code, places the globals and
    /// fills in the relocations.
    pub fn load(&mut self, image: &Image) -> Result<(), ExecError> {
        let mut m = vec![b'L'];
        m.extend_from_slice(&(image.code.len() as u64).to_le_bytes());
        m.extend_from_slice(image.code);
        m.extend_from_slice(&(image.data.len() as u32).to_le_bytes());
        for d in image.data {
            m.extend_from_slice(&d.align.to_le_bytes());
            m.extend_from_slice(&(d.bytes.len() as u64).to_le_bytes());
            m.extend_from_slice(&d.bytes);
        }
        m.extend_from_slice(&(image.relocs.len() as u32).to_le_bytes());
        for r in image.relocs {
            m.extend_from_slice(&(r.offset as u64).to_le_bytes());
            match &r.sym {
                Sym::Runtime(name) => {
                    m.push(0);
                    m.extend_from_slice(&(name.len() as u16).to_le_bytes());
                    m.extend_from_slice(name.as_bytes());
                }
                Sym::Global(i) => {
                    m.push(1);
                    m.extend_from_slice(&i.to_le_bytes());
                }
            }
        }
        self.send(&m)?;
        match self.u8()? {
            b'K' => {
                let _base = self.u64()?;
                Ok(())
            }
            b'E' => Err(ExecError::Load(self.string()?)),
            t => Err(self.unexpected(t)),
        }
    }

    /// Calls the function at code offset `entry` with integer `args` (at
    /// most 8) and returns its result's bits. What it prints goes to `out`
    /// (stdout) and `err` (stderr).
    pub fn call(
        &mut self,
        entry: usize,
        args: &[u64],
        result: ResultKind,
        out: &mut dyn Write,
        err: &mut dyn Write,
    ) -> Result<u64, ExecError> {
        if args.len() > 8 {
            return Err(ExecError::Protocol(format!(
                "{} arguments (the executor passes at most 8)",
                args.len()
            )));
        }
        let mut m = vec![b'C'];
        m.extend_from_slice(&(entry as u64).to_le_bytes());
        m.push(result as u8);
        m.push(args.len() as u8);
        for a in args {
            m.extend_from_slice(&a.to_le_bytes());
        }
        self.send(&m)?;
        let io = |e: std::io::Error| ExecError::Protocol(e.to_string());
        loop {
            match self.u8()? {
                b'R' => {
                    out.flush().map_err(io)?;
                    return self.u64();
                }
                b'P' => self.print(out, err)?,
                b'M' => {
                    let text = self.memref()?;
                    out.write_all(&text).map_err(io)?;
                }
                b'X' => {
                    let signal = self.u32()?;
                    let (pc, base, addr) = (self.u64()?, self.u64()?, self.u64()?);
                    let _ = out.flush();
                    let _ = self.child.wait();
                    let pc = if base != 0 && pc >= base {
                        pc - base
                    } else {
                        pc
                    };
                    return Err(ExecError::Crashed { signal, pc, addr });
                }
                t => return Err(self.unexpected(t)),
            }
        }
    }

    fn print(&mut self, out: &mut dyn Write, err: &mut dyn Write) -> Result<(), ExecError> {
        let io = |e: std::io::Error| ExecError::Protocol(e.to_string());
        let text: Vec<u8> = match self.u8()? {
            b'i' => (self.u64()? as i64).to_string().into_bytes(),
            b'u' => self.u64()?.to_string().into_bytes(),
            b'f' => runner_utils::format_g(f32::from_bits(self.u32()?) as f64).into_bytes(),
            b'd' => runner_utils::format_g(f64::from_bits(self.u64()?)).into_bytes(),
            b'(' => b"( ".to_vec(),
            b')' => b" )".to_vec(),
            b',' => b", ".to_vec(),
            b'n' => b"\n".to_vec(),
            b's' => self.bytes()?,
            b'F' => {
                let flops = f64::from_bits(self.u64()?);
                out.flush().map_err(io)?;
                return err
                    .write_all(runner_utils::format_flops(flops).as_bytes())
                    .map_err(io);
            }
            b'e' => {
                let text = self.bytes()?;
                out.flush().map_err(io)?;
                return err.write_all(&text).map_err(io);
            }
            t => return Err(ExecError::Protocol(format!("unknown print kind {t:#x}"))),
        };
        out.write_all(&text).map_err(io)
    }

    fn memref(&mut self) -> Result<Vec<u8>, ExecError> {
        let how = match self.u8()? {
            0 => MemrefPrint::Data { ranked: false },
            1 => MemrefPrint::Data { ranked: true },
            2 => MemrefPrint::Shape,
            h => return Err(ExecError::Protocol(format!("unknown memref print {h}"))),
        };
        let code = self.u8()?;
        let elem = MemrefElem::from_code(code)
            .ok_or_else(|| ExecError::Protocol(format!("unknown element code {code}")))?;
        let base = self.u64()?;
        let offset = self.u64()? as i64;
        let rank = self.u32()? as usize;
        if rank > 64 {
            return Err(ExecError::Protocol(format!("memref of rank {rank}")));
        }
        let mut dims = Vec::with_capacity(2 * rank);
        for _ in 0..2 * rank {
            dims.push(self.u64()? as i64);
        }
        let first = self.u64()? as i64;
        let count = self.u64()?;
        let len = count
            .checked_mul(elem.bytes() as u64)
            .filter(|&n| n < 1 << 40)
            .ok_or_else(|| ExecError::Protocol(format!("memref of {count} elements")))?;
        let mut data = vec![0u8; len as usize];
        self.read(&mut data)?;
        let (sizes, strides) = dims.split_at(rank);
        let copy = runner_utils::MemrefCopy {
            elem,
            base,
            offset,
            sizes,
            strides,
            first,
            bytes: &data,
        };
        runner_utils::format_memref_copy(how, &copy).map_err(ExecError::Protocol)
    }

    fn send(&mut self, m: &[u8]) -> Result<(), ExecError> {
        let r = self.to.write_all(m).and_then(|()| self.to.flush());
        r.map_err(|e| self.gone(&e.to_string()))
    }

    fn read(&mut self, buf: &mut [u8]) -> Result<(), ExecError> {
        self.from
            .read_exact(buf)
            .map_err(|e| self.gone(&e.to_string()))
    }

    /// The executor stopped answering: say how it ended.
    fn gone(&mut self, what: &str) -> ExecError {
        match self.child.wait() {
            Ok(s) => ExecError::Protocol(format!("the executor exited ({s}) ({what})")),
            Err(e) => ExecError::Protocol(format!("{what}; {e}")),
        }
    }

    fn unexpected(&mut self, tag: u8) -> ExecError {
        ExecError::Protocol(format!("unexpected message {tag:#x}"))
    }

    fn u8(&mut self) -> Result<u8, ExecError> {
        let mut b = [0u8; 1];
        self.read(&mut b)?;
        Ok(b[0])
    }
    fn u32(&mut self) -> Result<u32, ExecError> {
        let mut b = [0u8; 4];
        self.read(&mut b)?;
        Ok(u32::from_le_bytes(b))
    }
    fn u64(&mut self) -> Result<u64, ExecError> {
        let mut b = [0u8; 8];
        self.read(&mut b)?;
        Ok(u64::from_le_bytes(b))
    }
    fn bytes(&mut self) -> Result<Vec<u8>, ExecError> {
        let n = self.u32()? as usize;
        let mut v = vec![0u8; n];
        self.read(&mut v)?;
        Ok(v)
    }
    fn string(&mut self) -> Result<String, ExecError> {
        Ok(String::from_utf8_lossy(&self.bytes()?).into_owned())
    }
}

impl Drop for Executor {
    fn drop(&mut self) {
        let _ = self.to.write_all(b"Q").and_then(|()| self.to.flush());
        let _ = self.child.wait();
    }
}
