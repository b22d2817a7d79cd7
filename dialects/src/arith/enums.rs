//! The enums of `ArithBase.td` and the two dialect attributes that wrap
//! them: `#arith.fastmath<...>` and `#arith.overflow<...>`.

ods::int_enum! {
    #[i64_enum_attr(name = "Arith_CmpFPredicateAttr", cpp_namespace = "::mlir::arith")]
    pub enum CmpFPredicate {
        AlwaysFalse = 0 => "false",
        OEQ = 1 => "oeq",
        OGT = 2 => "ogt",
        OGE = 3 => "oge",
        OLT = 4 => "olt",
        OLE = 5 => "ole",
        ONE = 6 => "one",
        ORD = 7 => "ord",
        UEQ = 8 => "ueq",
        UGT = 9 => "ugt",
        UGE = 10 => "uge",
        ULT = 11 => "ult",
        ULE = 12 => "ule",
        UNE = 13 => "une",
        UNO = 14 => "uno",
        AlwaysTrue = 15 => "true",
    }
}

ods::int_enum! {
    #[i64_enum_attr(name = "Arith_CmpIPredicateAttr", cpp_namespace = "::mlir::arith")]
    pub enum CmpIPredicate {
        eq = 0,
        ne = 1,
        slt = 2,
        sle = 3,
        sgt = 4,
        sge = 5,
        ult = 6,
        ule = 7,
        ugt = 8,
        uge = 9,
    }
}

ods::int_enum! {
    #[i64_enum_attr(name = "AtomicRMWKindAttr", cpp_namespace = "::mlir::arith")]
    pub enum AtomicRMWKind {
        addf = 0,
        addi = 1,
        andi = 2,
        assign = 3,
        maximumf = 4,
        maxnumf = 5,
        maxs = 6,
        maxu = 7,
        minimumf = 8,
        minnumf = 9,
        mins = 10,
        minu = 11,
        mulf = 12,
        muli = 13,
        ori = 14,
        xori = 15,
    }
}

ods::bit_enum! {
    /// Floating point fast math flags
    #[i32_bit_enum_attr(name = "FastMathFlags", cpp_namespace = "::mlir::arith",
                        separator = ",", print_primary_groups, specialized_attr = false)]
    pub struct FastMathFlags {
        none = none,
        reassoc = bit(0),
        nnan = bit(1),
        ninf = bit(2),
        nsz = bit(3),
        arcp = bit(4),
        contract = bit(5),
        afn = bit(6),
        fast = group(reassoc, nnan, ninf, nsz, arcp, contract, afn),
    }
}

ods::enum_attr! {
    #[enum_attr(dialect = "arith", mnemonic = "fastmath", name = "Arith_FastMathAttr")]
    pub struct FastMathFlagsAttr(FastMathFlags);
    format: "`<` $value `>`",
}

ods::bit_enum! {
    /// Integer overflow arith flags
    #[i32_bit_enum_attr(name = "Arith_IntegerOverflowFlags", cpp_namespace = "::mlir::arith",
                        separator = ", ", print_primary_groups, specialized_attr = false)]
    pub struct IntegerOverflowFlags {
        none = none,
        nsw = bit(0),
        nuw = bit(1),
    }
}

ods::enum_attr! {
    #[enum_attr(dialect = "arith", mnemonic = "overflow", name = "Arith_IntegerOverflowAttr")]
    pub struct IntegerOverflowFlagsAttr(IntegerOverflowFlags);
    format: "`<` $value `>`",
}

ods::int_enum! {
    /// Floating point rounding mode
    #[i32_enum_attr(name = "Arith_RoundingModeAttr", cpp_namespace = "::mlir::arith")]
    pub enum RoundingMode {
        to_nearest_even = 0,
        downward = 1,
        upward = 2,
        toward_zero = 3,
        to_nearest_away = 4,
    }
}
