//! Source buffers, for locating diagnostics and printing the source line.

/// One input buffer (a file or stdin).
pub struct SourceBuffer {
    /// Identifier used in locations (`"<stdin>"` for standard input).
    pub name: String,
    /// Full contents.
    pub text: Vec<u8>,
    /// Offsets of line starts, computed on first use (most runs never render
    /// a diagnostic, and the table costs 8 bytes per line).
    line_starts: std::cell::OnceCell<Vec<usize>>,
}

impl SourceBuffer {
    /// Wraps contents; line starts are computed on first use.
    pub fn new(name: impl Into<String>, text: Vec<u8>) -> SourceBuffer {
        SourceBuffer {
            name: name.into(),
            text,
            line_starts: std::cell::OnceCell::new(),
        }
    }

    fn line_starts(&self) -> &[usize] {
        self.line_starts.get_or_init(|| {
            let mut starts = vec![0];
            starts.extend(
                self.text
                    .iter()
                    .enumerate()
                    .filter(|(_, &b)| b == b'\n')
                    .map(|(i, _)| i + 1),
            );
            starts
        })
    }

    /// Number of lines (a trailing newline starts an empty last line).
    pub fn num_lines(&self) -> usize {
        self.line_starts().len()
    }

    /// The bytes of 1-based line `line`, without the line terminator.
    pub fn line(&self, line: u32) -> Option<&[u8]> {
        let i = (line as usize).checked_sub(1)?;
        let starts = self.line_starts();
        let start = *starts.get(i)?;
        let end = starts.get(i + 1).map(|e| e - 1).unwrap_or(self.text.len());
        let mut l = &self.text[start..end.max(start)];
        if l.last() == Some(&b'\r') {
            l = &l[..l.len() - 1];
        }
        Some(l)
    }

    /// 1-based (line, column) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (u32, u32) {
        let starts = self.line_starts();
        let line = match starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        ((line + 1) as u32, (offset - starts[line] + 1) as u32)
    }

    /// Byte offset of a 1-based (line, column).
    pub fn offset(&self, line: u32, col: u32) -> Option<usize> {
        let start = *self.line_starts().get((line as usize).checked_sub(1)?)?;
        Some(start + (col as usize).saturating_sub(1))
    }
}

/// The set of buffers diagnostics may point into.
#[derive(Default)]
pub struct SourceMgr {
    buffers: Vec<SourceBuffer>,
}

impl SourceMgr {
    /// Adds a buffer and returns its index.
    pub fn add(&mut self, buf: SourceBuffer) -> usize {
        self.buffers.push(buf);
        self.buffers.len() - 1
    }

    /// The buffer with the given identifier.
    pub fn find(&self, name: &[u8]) -> Option<&SourceBuffer> {
        self.buffers.iter().find(|b| b.name.as_bytes() == name)
    }

    /// Buffer by index.
    pub fn get(&self, i: usize) -> &SourceBuffer {
        &self.buffers[i]
    }
}
