//! The enums of `VectorAttributes.td` and the dialect attributes that wrap
//! them: `#vector.kind<...>`, `#vector.iterator_type<...>` and
//! `#vector.punctuation<...>`.

ods::int_enum! {
    /// Kind of combining function for contractions and reductions
    #[i32_enum_attr(name = "CombiningKind", cpp_namespace = "::mlir::vector", specialized_attr = false)]
    pub enum CombiningKind {
        ADD = 0 => "add",
        MUL = 1 => "mul",
        MINUI = 2 => "minui",
        MINSI = 3 => "minsi",
        MINNUMF = 4 => "minnumf",
        MAXUI = 5 => "maxui",
        MAXSI = 6 => "maxsi",
        MAXNUMF = 7 => "maxnumf",
        AND = 8 => "and",
        OR = 9 => "or",
        XOR = 10 => "xor",
        MAXIMUMF = 12 => "maximumf",
        MINIMUMF = 11 => "minimumf",
    }
}

ods::enum_attr! {
    // An attribute that specifies the combining function for `vector.contract`,
    // and `vector.reduction`.
    #[enum_attr(dialect = "vector", mnemonic = "kind", name = "Vector_CombiningKindAttr")]
    pub struct CombiningKindAttr(CombiningKind);
    format: "`<` $value `>`",
}

ods::int_enum! {
    /// Iterator type
    #[i32_enum_attr(name = "Vector_IteratorType", cpp_namespace = "::mlir::vector", specialized_attr = false)]
    pub enum IteratorType {
        parallel = 0,
        reduction = 1,
    }
}

ods::enum_attr! {
    #[enum_attr(dialect = "vector", mnemonic = "iterator_type", name = "Vector_IteratorTypeEnum",
                cpp_name = "IteratorTypeAttr")]
    pub struct IteratorTypeAttr(IteratorType);
    format: "`<` $value `>`",
}

ods::int_enum! {
    /// Punctuation for separating vectors or vector elements
    #[i32_enum_attr(name = "PrintPunctuation", cpp_namespace = "::mlir::vector", specialized_attr = false)]
    pub enum PrintPunctuation {
        NoPunctuation = 0 => "no_punctuation",
        NewLine = 1 => "newline",
        Comma = 2 => "comma",
        Open = 3 => "open",
        Close = 4 => "close",
    }
}

ods::enum_attr! {
    #[enum_attr(dialect = "vector", mnemonic = "punctuation", name = "Vector_PrintPunctuation",
                cpp_name = "PrintPunctuationAttr")]
    pub struct PrintPunctuationAttr(PrintPunctuation);
    format: "`<` $value `>`",
}
