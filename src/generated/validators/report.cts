// Generated from schemas/report.schema.json by scripts/generate-types.mjs (Ajv standalone code). Do not edit by hand.
// @ts-nocheck
"use strict";
exports.root = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://stringent.dev/schemas/report.schema.json","title":"Report","description":"The outcome of one stringent run (check, validate or self-test), as written by the json reporter. Findings are plain data; every human-readable word lives in the reporters.","type":"object","required":["tool","target","summary","requirements","findings","kitErrors","verdict","exitCode"],"additionalProperties":false,"properties":{"tool":{"type":"object","required":["name","version"],"additionalProperties":false,"properties":{"name":{"const":"stringent"},"version":{"type":"string"}}},"target":{"type":"object","description":"What was checked: a base URL (check) or the files read (validate).","additionalProperties":false,"properties":{"baseUrl":{"type":"string"},"files":{"type":"array","items":{"type":"string"}},"authenticated":{"type":"boolean","description":"Whether a token was sent (the token itself is never written anywhere)."},"headers":{"type":"array","description":"Extra request headers the run sent to the base URL's origin (--header), for the reproducers. A header whose name looks like a credential has no value here: its curl line reads it from $STRINGENT_HEADER_<NAME>, as the token is read from $STRINGENT_TOKEN.","items":{"title":"RequestHeader","type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string"},"value":{"type":"string"}}}},"insecure":{"const":true,"description":"Present when TLS certificates were not verified (--insecure)."}}},"verdict":{"title":"Verdict","enum":["pass","fail","error","incomplete"],"description":"The run in one word, in step with exitCode: pass (0), fail (1: findings at or above --fail-on, or nothing checked), error (2: the kit could not do its job), incomplete (130/143: stopped by SIGINT/SIGTERM; what was seen up to then)."},"exitCode":{"type":"integer","minimum":0,"description":"The exit status the run ended with."},"failOn":{"enum":["error","warning","never"],"description":"Lowest finding severity that made the exit status 1 (--fail-on)."},"interrupted":{"enum":["SIGINT","SIGTERM"],"description":"The signal that stopped the run early."},"startedAt":{"type":"string","format":"date-time"},"durationMs":{"type":"number","minimum":0},"requests":{"type":"integer","minimum":0,"description":"HTTP requests the kit sent (in this run: a resumed run does not count what the recording held)."},"reused":{"type":"integer","minimum":0,"description":"check --resume: answers taken from the recording instead of being requested again."},"interimFallbacks":{"type":"integer","minimum":1,"description":"Answers that began with an unasked-for 100 Continue, which the kit's HTTP client (undici) refuses: each was requested again over node:http, which skips 1xx answers as RFC 9110 §15.2 asks."},"pacing":{"type":"object","description":"check: the server's rate limit as the run met it. Throttling is an operating condition, never a finding.","additionalProperties":false,"required":["throttled","unavailable","waitedMs"],"properties":{"declaredLimit":{"type":"string","description":"The limit the server declared (X-RateLimit-Limit, RateLimit-Policy), or the pace set with --rate-limit."},"throttled":{"type":"integer","minimum":0,"description":"Answers 429 (each was waited out and sent again, or stopped the run)."},"unavailable":{"type":"integer","minimum":0,"description":"Answers 502, 503 or 504 (sent again, or the run stopped with E_UNAVAILABLE)."},"waitedMs":{"type":"integer","minimum":0,"description":"Milliseconds requests waited for the server's limit, a Retry-After or a backoff."}}},"suggestion":{"type":"object","description":"check: the target looks like a product a shipped profile is made for, and every finding that fails the run is a departure that profile accepts. Said, never applied: the verdict stays the document's.","additionalProperties":false,"required":["profile","product","evidence","changes"],"properties":{"profile":{"type":"string","description":"The shipped profile to run with (--profile NAME)."},"product":{"type":"string","description":"The product the target looks like."},"evidence":{"type":"array","minItems":2,"items":{"type":"string"},"description":"What made the target look like the product, one line each."},"changes":{"type":"array","minItems":1,"description":"What the profile would change: per requirement, how many findings it would make notes, and why it accepts them.","items":{"type":"object","additionalProperties":false,"required":["requirement","findings","because"],"properties":{"requirement":{"type":"string"},"findings":{"type":"integer","minimum":1},"because":{"type":"string"}}}}}},"windows":{"type":"integer","minimum":1,"description":"check --resume: the runs whose answers this report judges, this one included (a run spanning several windows of time; the deployment may have changed between them, and counts that moved are re-fetched before they are blamed)."},"summary":{"$ref":"#/$defs/summary"},"requirements":{"type":"array","items":{"$ref":"#/$defs/requirementOutcome"}},"findings":{"type":"array","items":{"$ref":"#/$defs/finding"}},"kitErrors":{"type":"array","description":"The kit's own failures during the run (requests that got no usable answer after retries, budget spent). Any entry makes the exit status 2.","items":{"$ref":"#/$defs/kitError"}},"complete":{"type":"boolean","description":"False when the run stopped early or sampled (budget, --max-components, kit errors): passed requirements then speak only of what was seen."},"findingsOmitted":{"type":"integer","minimum":0,"description":"Findings counted in summary and requirements but not listed: each group (see groups) lists its first examplesPerGroup findings in report order."},"examplesPerGroup":{"type":"integer","minimum":0,"description":"Findings listed per group (see findingsOmitted)."},"baseline":{"type":"object","description":"Set with --baseline: findings compared with a baseline (check --write-baseline) or an earlier JSON report by identity (requirement, code, method, address relative to the base URL, item key, pointer, identifying args). Only new findings decide the exit status.","required":["file","new","unchanged","gone","newErrors","newWarnings"],"additionalProperties":false,"properties":{"file":{"type":"string"},"new":{"type":"integer","minimum":0},"unchanged":{"type":"integer","minimum":0},"gone":{"type":"integer","minimum":0},"newErrors":{"type":"integer","minimum":0,"description":"New findings at severity error."},"newWarnings":{"type":"integer","minimum":0,"description":"New findings at severity warning."},"unmatchable":{"type":"integer","minimum":1,"description":"Findings the baseline (a JSON report) counted but did not list: they cannot be matched, so as many current findings may show as new. A baseline written by check --write-baseline holds every finding."}}},"groups":{"type":"array","description":"Every group of findings (requirement, severity, code and identifying args; for findings without a code, the message with its numbers written #) with its exact count, in report order of its first finding.","items":{"$ref":"#/$defs/findingGroup"}}},"$defs":{"severity":{"title":"FindingSeverity","enum":["error","warning","note"]},"finding":{"title":"Finding","description":"One departure from the API (or, at severity note, an observation) traced to one requirement.","type":"object","required":["requirement","severity","url","pointer","message"],"additionalProperties":false,"properties":{"requirement":{"type":"string","pattern":"^[A-Z]+(-[A-Z0-9]+)+$","description":"Requirement ID from the catalogue."},"severity":{"$ref":"#/$defs/severity"},"url":{"type":"string","description":"Address of the answer the finding is about (or the file, for validate)."},"method":{"type":"string","description":"HTTP method of the request; GET when absent."},"pointer":{"type":"string","description":"JSON pointer (RFC 6901) into the answer body; empty for the whole answer."},"message":{"type":"string","description":"The finding in words, rendered from code and args by the requirement's message template."},"code":{"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","description":"What kind of departure from the requirement this is: stable, unique within the requirement (stringent rules ID lists them)."},"args":{"type":"object","additionalProperties":{"type":["string","number","boolean","null"]},"description":"The values the message is made from."},"key":{"type":"string","description":"The resource's own key when the finding is about a list item or a record: project/component for a component, project/component/language_code for a translation's statistics item."},"region":{"title":"BodyRegion","type":"object","description":"Where the pointer's value stands in the answer body as received (check only; absent where the body is not known): offsets and columns in UTF-16 code units, lines and columns from 1. The deepest member present when the pointer names one that is missing.","required":["charOffset","charLength","startLine","startColumn","endLine","endColumn"],"additionalProperties":false,"properties":{"charOffset":{"type":"integer","minimum":0},"charLength":{"type":"integer","minimum":0},"startLine":{"type":"integer","minimum":1},"startColumn":{"type":"integer","minimum":1},"endLine":{"type":"integer","minimum":1},"endColumn":{"type":"integer","minimum":1}}},"scope":{"type":"string","description":"For a finding that stands for every answer of one endpoint departing the same way (a header missing on every component), or that is about an address the kit chose among many of one endpoint (HEAD and OPTIONS on one address of each kind, a write probe, the list walked with format=api or probed with bad pages): that endpoint relative to the base URL, e.g. api/components/{project}/{component}/ (with the probe's query). Its identity holds the endpoint in place of the address chosen."},"expected":{"description":"What the API document asks for at the pointer."},"actual":{"description":"What the answer holds at the pointer."},"related":{"type":"array","items":{"type":"string"},"description":"Other addresses involved (e.g. the list page and the instance of one component)."},"relatedOmitted":{"type":"integer","minimum":1,"description":"Other addresses involved that related leaves out."},"baseline":{"enum":["new","unchanged"],"description":"With --baseline: whether the finding was in the baseline report."}}},"requirementOutcome":{"title":"RequirementOutcome","type":"object","required":["id","class","severity","section","title","status","checks","findings"],"additionalProperties":false,"properties":{"id":{"type":"string"},"class":{"enum":["core","recommended"]},"severity":{"$ref":"#/$defs/severity"},"severitySetBy":{"type":"string","minLength":1,"description":"Where the severity (or off) was set when it is not the catalogue's: --severity, STRINGENT_SEVERITY, the configuration file (its path), or profile NAME."},"section":{"type":"string"},"title":{"type":"string"},"status":{"title":"RequirementStatus","enum":["passed","failed","skipped","not-applicable"]},"reason":{"type":"string","description":"Why the requirement was skipped or not applicable."},"checks":{"type":"integer","minimum":0,"description":"How many times the rule was evaluated."},"checked":{"type":"integer","minimum":0,"description":"On how many answers (HTTP answers, documents, or re-walked lists judged at the end) the rule was evaluated. 0 with status not-applicable: the deployment never offered what the requirement needs (see reason)."},"findings":{"type":"integer","minimum":0,"description":"Findings at any severity."}}},"summary":{"title":"ReportSummary","type":"object","required":["passed","failed","skipped","notApplicable","errors","warnings","notes"],"additionalProperties":false,"properties":{"passed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"skipped":{"type":"integer","minimum":0},"notApplicable":{"type":"integer","minimum":0},"errors":{"type":"integer","minimum":0},"warnings":{"type":"integer","minimum":0},"notes":{"type":"integer","minimum":0},"components":{"type":"integer","minimum":0,"description":"Components whose records were checked."},"statisticsLists":{"type":"integer","minimum":0,"description":"Statistics lists walked to their end."}}},"kitError":{"title":"KitErrorRecord","type":"object","required":["code","message"],"additionalProperties":false,"properties":{"code":{"type":"string","pattern":"^E_[A-Z_]+$"},"message":{"type":"string"},"url":{"type":"string"},"method":{"type":"string"}}},"findingGroup":{"title":"FindingGroupCount","type":"object","required":["requirement","severity","message","count"],"additionalProperties":false,"properties":{"requirement":{"type":"string"},"severity":{"$ref":"#/$defs/severity"},"message":{"type":"string","description":"The message of the group's first finding with its numbers written #."},"code":{"type":"string","description":"The findings' code, when they have one."},"count":{"type":"integer","minimum":1}}}}};
const schema32 = {"title":"ReportSummary","type":"object","required":["passed","failed","skipped","notApplicable","errors","warnings","notes"],"additionalProperties":false,"properties":{"passed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"skipped":{"type":"integer","minimum":0},"notApplicable":{"type":"integer","minimum":0},"errors":{"type":"integer","minimum":0},"warnings":{"type":"integer","minimum":0},"notes":{"type":"integer","minimum":0},"components":{"type":"integer","minimum":0,"description":"Components whose records were checked."},"statisticsLists":{"type":"integer","minimum":0,"description":"Statistics lists walked to their end."}}};
const schema37 = {"title":"KitErrorRecord","type":"object","required":["code","message"],"additionalProperties":false,"properties":{"code":{"type":"string","pattern":"^E_[A-Z_]+$"},"message":{"type":"string"},"url":{"type":"string"},"method":{"type":"string"}}};
const func1 = Object.prototype.hasOwnProperty;
const formats0 = require("ajv-formats/dist/formats").fastFormats["date-time"];
const schema33 = {"title":"RequirementOutcome","type":"object","required":["id","class","severity","section","title","status","checks","findings"],"additionalProperties":false,"properties":{"id":{"type":"string"},"class":{"enum":["core","recommended"]},"severity":{"$ref":"#/$defs/severity"},"severitySetBy":{"type":"string","minLength":1,"description":"Where the severity (or off) was set when it is not the catalogue's: --severity, STRINGENT_SEVERITY, the configuration file (its path), or profile NAME."},"section":{"type":"string"},"title":{"type":"string"},"status":{"title":"RequirementStatus","enum":["passed","failed","skipped","not-applicable"]},"reason":{"type":"string","description":"Why the requirement was skipped or not applicable."},"checks":{"type":"integer","minimum":0,"description":"How many times the rule was evaluated."},"checked":{"type":"integer","minimum":0,"description":"On how many answers (HTTP answers, documents, or re-walked lists judged at the end) the rule was evaluated. 0 with status not-applicable: the deployment never offered what the requirement needs (see reason)."},"findings":{"type":"integer","minimum":0,"description":"Findings at any severity."}}};
const schema34 = {"title":"FindingSeverity","enum":["error","warning","note"]};
const func4 = require("ajv/dist/runtime/ucs2length").default;

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.class === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "class"},message:"must have required property '"+"class"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.severity === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.section === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "section"},message:"must have required property '"+"section"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.title === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.status === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.checks === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "checks"},message:"must have required property '"+"checks"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.findings === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema33.properties, key0))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.class !== undefined){
let data1 = data.class;
if(!((data1 === "core") || (data1 === "recommended"))){
const err10 = {instancePath:instancePath+"/class",schemaPath:"#/properties/class/enum",keyword:"enum",params:{allowedValues: schema33.properties.class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.severity !== undefined){
let data2 = data.severity;
if(!(((data2 === "error") || (data2 === "warning")) || (data2 === "note"))){
const err11 = {instancePath:instancePath+"/severity",schemaPath:"#/$defs/severity/enum",keyword:"enum",params:{allowedValues: schema34.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.severitySetBy !== undefined){
let data3 = data.severitySetBy;
if(typeof data3 === "string"){
if(func4(data3) < 1){
const err12 = {instancePath:instancePath+"/severitySetBy",schemaPath:"#/properties/severitySetBy/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/severitySetBy",schemaPath:"#/properties/severitySetBy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.section !== undefined){
if(typeof data.section !== "string"){
const err14 = {instancePath:instancePath+"/section",schemaPath:"#/properties/section/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err15 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.status !== undefined){
let data6 = data.status;
if(!((((data6 === "passed") || (data6 === "failed")) || (data6 === "skipped")) || (data6 === "not-applicable"))){
const err16 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema33.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.reason !== undefined){
if(typeof data.reason !== "string"){
const err17 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.checks !== undefined){
let data8 = data.checks;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err18 = {instancePath:instancePath+"/checks",schemaPath:"#/properties/checks/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err19 = {instancePath:instancePath+"/checks",schemaPath:"#/properties/checks/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.checked !== undefined){
let data9 = data.checked;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err20 = {instancePath:instancePath+"/checked",schemaPath:"#/properties/checked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err21 = {instancePath:instancePath+"/checked",schemaPath:"#/properties/checked/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.findings !== undefined){
let data10 = data.findings;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err22 = {instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err23 = {instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema35 = {"title":"Finding","description":"One departure from the API (or, at severity note, an observation) traced to one requirement.","type":"object","required":["requirement","severity","url","pointer","message"],"additionalProperties":false,"properties":{"requirement":{"type":"string","pattern":"^[A-Z]+(-[A-Z0-9]+)+$","description":"Requirement ID from the catalogue."},"severity":{"$ref":"#/$defs/severity"},"url":{"type":"string","description":"Address of the answer the finding is about (or the file, for validate)."},"method":{"type":"string","description":"HTTP method of the request; GET when absent."},"pointer":{"type":"string","description":"JSON pointer (RFC 6901) into the answer body; empty for the whole answer."},"message":{"type":"string","description":"The finding in words, rendered from code and args by the requirement's message template."},"code":{"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","description":"What kind of departure from the requirement this is: stable, unique within the requirement (stringent rules ID lists them)."},"args":{"type":"object","additionalProperties":{"type":["string","number","boolean","null"]},"description":"The values the message is made from."},"key":{"type":"string","description":"The resource's own key when the finding is about a list item or a record: project/component for a component, project/component/language_code for a translation's statistics item."},"region":{"title":"BodyRegion","type":"object","description":"Where the pointer's value stands in the answer body as received (check only; absent where the body is not known): offsets and columns in UTF-16 code units, lines and columns from 1. The deepest member present when the pointer names one that is missing.","required":["charOffset","charLength","startLine","startColumn","endLine","endColumn"],"additionalProperties":false,"properties":{"charOffset":{"type":"integer","minimum":0},"charLength":{"type":"integer","minimum":0},"startLine":{"type":"integer","minimum":1},"startColumn":{"type":"integer","minimum":1},"endLine":{"type":"integer","minimum":1},"endColumn":{"type":"integer","minimum":1}}},"scope":{"type":"string","description":"For a finding that stands for every answer of one endpoint departing the same way (a header missing on every component), or that is about an address the kit chose among many of one endpoint (HEAD and OPTIONS on one address of each kind, a write probe, the list walked with format=api or probed with bad pages): that endpoint relative to the base URL, e.g. api/components/{project}/{component}/ (with the probe's query). Its identity holds the endpoint in place of the address chosen."},"expected":{"description":"What the API document asks for at the pointer."},"actual":{"description":"What the answer holds at the pointer."},"related":{"type":"array","items":{"type":"string"},"description":"Other addresses involved (e.g. the list page and the instance of one component)."},"relatedOmitted":{"type":"integer","minimum":1,"description":"Other addresses involved that related leaves out."},"baseline":{"enum":["new","unchanged"],"description":"With --baseline: whether the finding was in the baseline report."}}};
const pattern4 = new RegExp("^[A-Z]+(-[A-Z0-9]+)+$", "u");
const pattern5 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.requirement === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requirement"},message:"must have required property '"+"requirement"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.severity === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.url === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.pointer === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pointer"},message:"must have required property '"+"pointer"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.message === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema35.properties, key0))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.requirement !== undefined){
let data0 = data.requirement;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err6 = {instancePath:instancePath+"/requirement",schemaPath:"#/properties/requirement/pattern",keyword:"pattern",params:{pattern: "^[A-Z]+(-[A-Z0-9]+)+$"},message:"must match pattern \""+"^[A-Z]+(-[A-Z0-9]+)+$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/requirement",schemaPath:"#/properties/requirement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.severity !== undefined){
let data1 = data.severity;
if(!(((data1 === "error") || (data1 === "warning")) || (data1 === "note"))){
const err8 = {instancePath:instancePath+"/severity",schemaPath:"#/$defs/severity/enum",keyword:"enum",params:{allowedValues: schema34.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err9 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.method !== undefined){
if(typeof data.method !== "string"){
const err10 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.pointer !== undefined){
if(typeof data.pointer !== "string"){
const err11 = {instancePath:instancePath+"/pointer",schemaPath:"#/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err12 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.code !== undefined){
let data6 = data.code;
if(typeof data6 === "string"){
if(!pattern5.test(data6)){
const err13 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.args !== undefined){
let data7 = data.args;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key1 in data7){
let data8 = data7[key1];
if((((typeof data8 !== "string") && (!((typeof data8 == "number") && (isFinite(data8))))) && (typeof data8 !== "boolean")) && (data8 !== null)){
const err15 = {instancePath:instancePath+"/args/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/args/additionalProperties/type",keyword:"type",params:{type: schema35.properties.args.additionalProperties.type},message:"must be string,number,boolean,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
const err17 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.region !== undefined){
let data10 = data.region;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.charOffset === undefined){
const err18 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/required",keyword:"required",params:{missingProperty: "charOffset"},message:"must have required property '"+"charOffset"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data10.charLength === undefined){
const err19 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/required",keyword:"required",params:{missingProperty: "charLength"},message:"must have required property '"+"charLength"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data10.startLine === undefined){
const err20 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/required",keyword:"required",params:{missingProperty: "startLine"},message:"must have required property '"+"startLine"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data10.startColumn === undefined){
const err21 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/required",keyword:"required",params:{missingProperty: "startColumn"},message:"must have required property '"+"startColumn"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data10.endLine === undefined){
const err22 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/required",keyword:"required",params:{missingProperty: "endLine"},message:"must have required property '"+"endLine"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data10.endColumn === undefined){
const err23 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/required",keyword:"required",params:{missingProperty: "endColumn"},message:"must have required property '"+"endColumn"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key2 in data10){
if(!((((((key2 === "charOffset") || (key2 === "charLength")) || (key2 === "startLine")) || (key2 === "startColumn")) || (key2 === "endLine")) || (key2 === "endColumn"))){
const err24 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data10.charOffset !== undefined){
let data11 = data10.charOffset;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err25 = {instancePath:instancePath+"/region/charOffset",schemaPath:"#/properties/region/properties/charOffset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err26 = {instancePath:instancePath+"/region/charOffset",schemaPath:"#/properties/region/properties/charOffset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data10.charLength !== undefined){
let data12 = data10.charLength;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err27 = {instancePath:instancePath+"/region/charLength",schemaPath:"#/properties/region/properties/charLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err28 = {instancePath:instancePath+"/region/charLength",schemaPath:"#/properties/region/properties/charLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data10.startLine !== undefined){
let data13 = data10.startLine;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err29 = {instancePath:instancePath+"/region/startLine",schemaPath:"#/properties/region/properties/startLine/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err30 = {instancePath:instancePath+"/region/startLine",schemaPath:"#/properties/region/properties/startLine/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data10.startColumn !== undefined){
let data14 = data10.startColumn;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err31 = {instancePath:instancePath+"/region/startColumn",schemaPath:"#/properties/region/properties/startColumn/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err32 = {instancePath:instancePath+"/region/startColumn",schemaPath:"#/properties/region/properties/startColumn/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data10.endLine !== undefined){
let data15 = data10.endLine;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err33 = {instancePath:instancePath+"/region/endLine",schemaPath:"#/properties/region/properties/endLine/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
const err34 = {instancePath:instancePath+"/region/endLine",schemaPath:"#/properties/region/properties/endLine/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
if(data10.endColumn !== undefined){
let data16 = data10.endColumn;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err35 = {instancePath:instancePath+"/region/endColumn",schemaPath:"#/properties/region/properties/endColumn/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 1 || isNaN(data16)){
const err36 = {instancePath:instancePath+"/region/endColumn",schemaPath:"#/properties/region/properties/endColumn/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
}
else {
const err37 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.scope !== undefined){
if(typeof data.scope !== "string"){
const err38 = {instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.related !== undefined){
let data18 = data.related;
if(Array.isArray(data18)){
const len0 = data18.length;
for(let i0=0; i0<len0; i0++){
if(typeof data18[i0] !== "string"){
const err39 = {instancePath:instancePath+"/related/" + i0,schemaPath:"#/properties/related/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/related",schemaPath:"#/properties/related/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.relatedOmitted !== undefined){
let data20 = data.relatedOmitted;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err41 = {instancePath:instancePath+"/relatedOmitted",schemaPath:"#/properties/relatedOmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 1 || isNaN(data20)){
const err42 = {instancePath:instancePath+"/relatedOmitted",schemaPath:"#/properties/relatedOmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
if(data.baseline !== undefined){
let data21 = data.baseline;
if(!((data21 === "new") || (data21 === "unchanged"))){
const err43 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/enum",keyword:"enum",params:{allowedValues: schema35.properties.baseline.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema38 = {"title":"FindingGroupCount","type":"object","required":["requirement","severity","message","count"],"additionalProperties":false,"properties":{"requirement":{"type":"string"},"severity":{"$ref":"#/$defs/severity"},"message":{"type":"string","description":"The message of the group's first finding with its numbers written #."},"code":{"type":"string","description":"The findings' code, when they have one."},"count":{"type":"integer","minimum":1}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.requirement === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requirement"},message:"must have required property '"+"requirement"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.severity === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.count === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "requirement") || (key0 === "severity")) || (key0 === "message")) || (key0 === "code")) || (key0 === "count"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.requirement !== undefined){
if(typeof data.requirement !== "string"){
const err5 = {instancePath:instancePath+"/requirement",schemaPath:"#/properties/requirement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.severity !== undefined){
let data1 = data.severity;
if(!(((data1 === "error") || (data1 === "warning")) || (data1 === "note"))){
const err6 = {instancePath:instancePath+"/severity",schemaPath:"#/$defs/severity/enum",keyword:"enum",params:{allowedValues: schema34.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err7 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.code !== undefined){
if(typeof data.code !== "string"){
const err8 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.count !== undefined){
let data4 = data.count;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err10 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern6 = new RegExp("^E_[A-Z_]+$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://stringent.dev/schemas/report.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tool === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tool"},message:"must have required property '"+"tool"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.target === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "target"},message:"must have required property '"+"target"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.summary === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.requirements === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requirements"},message:"must have required property '"+"requirements"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.findings === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.kitErrors === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kitErrors"},message:"must have required property '"+"kitErrors"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.verdict === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.exitCode === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exitCode"},message:"must have required property '"+"exitCode"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema31.properties, key0))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.tool !== undefined){
let data0 = data.tool;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.name === undefined){
const err9 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0.version === undefined){
const err10 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "name") || (key1 === "version"))){
const err11 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.name !== undefined){
if("stringent" !== data0.name){
const err12 = {instancePath:instancePath+"/tool/name",schemaPath:"#/properties/tool/properties/name/const",keyword:"const",params:{allowedValue: "stringent"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.version !== undefined){
if(typeof data0.version !== "string"){
const err13 = {instancePath:instancePath+"/tool/version",schemaPath:"#/properties/tool/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.target !== undefined){
let data3 = data.target;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key2 in data3){
if(!(((((key2 === "baseUrl") || (key2 === "files")) || (key2 === "authenticated")) || (key2 === "headers")) || (key2 === "insecure"))){
const err15 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.baseUrl !== undefined){
if(typeof data3.baseUrl !== "string"){
const err16 = {instancePath:instancePath+"/target/baseUrl",schemaPath:"#/properties/target/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.files !== undefined){
let data5 = data3.files;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(typeof data5[i0] !== "string"){
const err17 = {instancePath:instancePath+"/target/files/" + i0,schemaPath:"#/properties/target/properties/files/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/target/files",schemaPath:"#/properties/target/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data3.authenticated !== undefined){
if(typeof data3.authenticated !== "boolean"){
const err19 = {instancePath:instancePath+"/target/authenticated",schemaPath:"#/properties/target/properties/authenticated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data3.headers !== undefined){
let data8 = data3.headers;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.name === undefined){
const err20 = {instancePath:instancePath+"/target/headers/" + i1,schemaPath:"#/properties/target/properties/headers/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key3 in data9){
if(!((key3 === "name") || (key3 === "value"))){
const err21 = {instancePath:instancePath+"/target/headers/" + i1,schemaPath:"#/properties/target/properties/headers/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data9.name !== undefined){
if(typeof data9.name !== "string"){
const err22 = {instancePath:instancePath+"/target/headers/" + i1+"/name",schemaPath:"#/properties/target/properties/headers/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data9.value !== undefined){
if(typeof data9.value !== "string"){
const err23 = {instancePath:instancePath+"/target/headers/" + i1+"/value",schemaPath:"#/properties/target/properties/headers/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/target/headers/" + i1,schemaPath:"#/properties/target/properties/headers/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/target/headers",schemaPath:"#/properties/target/properties/headers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data3.insecure !== undefined){
if(true !== data3.insecure){
const err26 = {instancePath:instancePath+"/target/insecure",schemaPath:"#/properties/target/properties/insecure/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.verdict !== undefined){
let data13 = data.verdict;
if(!((((data13 === "pass") || (data13 === "fail")) || (data13 === "error")) || (data13 === "incomplete"))){
const err28 = {instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema31.properties.verdict.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.exitCode !== undefined){
let data14 = data.exitCode;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err29 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err30 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data.failOn !== undefined){
let data15 = data.failOn;
if(!(((data15 === "error") || (data15 === "warning")) || (data15 === "never"))){
const err31 = {instancePath:instancePath+"/failOn",schemaPath:"#/properties/failOn/enum",keyword:"enum",params:{allowedValues: schema31.properties.failOn.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.interrupted !== undefined){
let data16 = data.interrupted;
if(!((data16 === "SIGINT") || (data16 === "SIGTERM"))){
const err32 = {instancePath:instancePath+"/interrupted",schemaPath:"#/properties/interrupted/enum",keyword:"enum",params:{allowedValues: schema31.properties.interrupted.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.startedAt !== undefined){
let data17 = data.startedAt;
if(typeof data17 === "string"){
if(!(formats0.validate.test(data17))){
const err33 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.durationMs !== undefined){
let data18 = data.durationMs;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err35 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.requests !== undefined){
let data19 = data.requests;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err37 = {instancePath:instancePath+"/requests",schemaPath:"#/properties/requests/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err38 = {instancePath:instancePath+"/requests",schemaPath:"#/properties/requests/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data.reused !== undefined){
let data20 = data.reused;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err39 = {instancePath:instancePath+"/reused",schemaPath:"#/properties/reused/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err40 = {instancePath:instancePath+"/reused",schemaPath:"#/properties/reused/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
if(data.interimFallbacks !== undefined){
let data21 = data.interimFallbacks;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err41 = {instancePath:instancePath+"/interimFallbacks",schemaPath:"#/properties/interimFallbacks/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 1 || isNaN(data21)){
const err42 = {instancePath:instancePath+"/interimFallbacks",schemaPath:"#/properties/interimFallbacks/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
if(data.pacing !== undefined){
let data22 = data.pacing;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.throttled === undefined){
const err43 = {instancePath:instancePath+"/pacing",schemaPath:"#/properties/pacing/required",keyword:"required",params:{missingProperty: "throttled"},message:"must have required property '"+"throttled"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data22.unavailable === undefined){
const err44 = {instancePath:instancePath+"/pacing",schemaPath:"#/properties/pacing/required",keyword:"required",params:{missingProperty: "unavailable"},message:"must have required property '"+"unavailable"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data22.waitedMs === undefined){
const err45 = {instancePath:instancePath+"/pacing",schemaPath:"#/properties/pacing/required",keyword:"required",params:{missingProperty: "waitedMs"},message:"must have required property '"+"waitedMs"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key4 in data22){
if(!((((key4 === "declaredLimit") || (key4 === "throttled")) || (key4 === "unavailable")) || (key4 === "waitedMs"))){
const err46 = {instancePath:instancePath+"/pacing",schemaPath:"#/properties/pacing/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data22.declaredLimit !== undefined){
if(typeof data22.declaredLimit !== "string"){
const err47 = {instancePath:instancePath+"/pacing/declaredLimit",schemaPath:"#/properties/pacing/properties/declaredLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data22.throttled !== undefined){
let data24 = data22.throttled;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err48 = {instancePath:instancePath+"/pacing/throttled",schemaPath:"#/properties/pacing/properties/throttled/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
const err49 = {instancePath:instancePath+"/pacing/throttled",schemaPath:"#/properties/pacing/properties/throttled/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
if(data22.unavailable !== undefined){
let data25 = data22.unavailable;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err50 = {instancePath:instancePath+"/pacing/unavailable",schemaPath:"#/properties/pacing/properties/unavailable/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
const err51 = {instancePath:instancePath+"/pacing/unavailable",schemaPath:"#/properties/pacing/properties/unavailable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
if(data22.waitedMs !== undefined){
let data26 = data22.waitedMs;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err52 = {instancePath:instancePath+"/pacing/waitedMs",schemaPath:"#/properties/pacing/properties/waitedMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
const err53 = {instancePath:instancePath+"/pacing/waitedMs",schemaPath:"#/properties/pacing/properties/waitedMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
}
else {
const err54 = {instancePath:instancePath+"/pacing",schemaPath:"#/properties/pacing/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.suggestion !== undefined){
let data27 = data.suggestion;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.profile === undefined){
const err55 = {instancePath:instancePath+"/suggestion",schemaPath:"#/properties/suggestion/required",keyword:"required",params:{missingProperty: "profile"},message:"must have required property '"+"profile"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data27.product === undefined){
const err56 = {instancePath:instancePath+"/suggestion",schemaPath:"#/properties/suggestion/required",keyword:"required",params:{missingProperty: "product"},message:"must have required property '"+"product"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data27.evidence === undefined){
const err57 = {instancePath:instancePath+"/suggestion",schemaPath:"#/properties/suggestion/required",keyword:"required",params:{missingProperty: "evidence"},message:"must have required property '"+"evidence"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data27.changes === undefined){
const err58 = {instancePath:instancePath+"/suggestion",schemaPath:"#/properties/suggestion/required",keyword:"required",params:{missingProperty: "changes"},message:"must have required property '"+"changes"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
for(const key5 in data27){
if(!((((key5 === "profile") || (key5 === "product")) || (key5 === "evidence")) || (key5 === "changes"))){
const err59 = {instancePath:instancePath+"/suggestion",schemaPath:"#/properties/suggestion/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data27.profile !== undefined){
if(typeof data27.profile !== "string"){
const err60 = {instancePath:instancePath+"/suggestion/profile",schemaPath:"#/properties/suggestion/properties/profile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data27.product !== undefined){
if(typeof data27.product !== "string"){
const err61 = {instancePath:instancePath+"/suggestion/product",schemaPath:"#/properties/suggestion/properties/product/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data27.evidence !== undefined){
let data30 = data27.evidence;
if(Array.isArray(data30)){
if(data30.length < 2){
const err62 = {instancePath:instancePath+"/suggestion/evidence",schemaPath:"#/properties/suggestion/properties/evidence/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
const len2 = data30.length;
for(let i2=0; i2<len2; i2++){
if(typeof data30[i2] !== "string"){
const err63 = {instancePath:instancePath+"/suggestion/evidence/" + i2,schemaPath:"#/properties/suggestion/properties/evidence/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/suggestion/evidence",schemaPath:"#/properties/suggestion/properties/evidence/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data27.changes !== undefined){
let data32 = data27.changes;
if(Array.isArray(data32)){
if(data32.length < 1){
const err65 = {instancePath:instancePath+"/suggestion/changes",schemaPath:"#/properties/suggestion/properties/changes/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
const len3 = data32.length;
for(let i3=0; i3<len3; i3++){
let data33 = data32[i3];
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.requirement === undefined){
const err66 = {instancePath:instancePath+"/suggestion/changes/" + i3,schemaPath:"#/properties/suggestion/properties/changes/items/required",keyword:"required",params:{missingProperty: "requirement"},message:"must have required property '"+"requirement"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data33.findings === undefined){
const err67 = {instancePath:instancePath+"/suggestion/changes/" + i3,schemaPath:"#/properties/suggestion/properties/changes/items/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data33.because === undefined){
const err68 = {instancePath:instancePath+"/suggestion/changes/" + i3,schemaPath:"#/properties/suggestion/properties/changes/items/required",keyword:"required",params:{missingProperty: "because"},message:"must have required property '"+"because"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
for(const key6 in data33){
if(!(((key6 === "requirement") || (key6 === "findings")) || (key6 === "because"))){
const err69 = {instancePath:instancePath+"/suggestion/changes/" + i3,schemaPath:"#/properties/suggestion/properties/changes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data33.requirement !== undefined){
if(typeof data33.requirement !== "string"){
const err70 = {instancePath:instancePath+"/suggestion/changes/" + i3+"/requirement",schemaPath:"#/properties/suggestion/properties/changes/items/properties/requirement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data33.findings !== undefined){
let data35 = data33.findings;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
const err71 = {instancePath:instancePath+"/suggestion/changes/" + i3+"/findings",schemaPath:"#/properties/suggestion/properties/changes/items/properties/findings/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 < 1 || isNaN(data35)){
const err72 = {instancePath:instancePath+"/suggestion/changes/" + i3+"/findings",schemaPath:"#/properties/suggestion/properties/changes/items/properties/findings/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
if(data33.because !== undefined){
if(typeof data33.because !== "string"){
const err73 = {instancePath:instancePath+"/suggestion/changes/" + i3+"/because",schemaPath:"#/properties/suggestion/properties/changes/items/properties/because/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath:instancePath+"/suggestion/changes/" + i3,schemaPath:"#/properties/suggestion/properties/changes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/suggestion/changes",schemaPath:"#/properties/suggestion/properties/changes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
else {
const err76 = {instancePath:instancePath+"/suggestion",schemaPath:"#/properties/suggestion/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data.windows !== undefined){
let data37 = data.windows;
if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){
const err77 = {instancePath:instancePath+"/windows",schemaPath:"#/properties/windows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 < 1 || isNaN(data37)){
const err78 = {instancePath:instancePath+"/windows",schemaPath:"#/properties/windows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
if(data.summary !== undefined){
let data38 = data.summary;
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
if(data38.passed === undefined){
const err79 = {instancePath:instancePath+"/summary",schemaPath:"#/$defs/summary/required",keyword:"required",params:{missingProperty: "passed"},message:"must have required property '"+"passed"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data38.failed === undefined){
const err80 = {instancePath:instancePath+"/summary",schemaPath:"#/$defs/summary/required",keyword:"required",params:{missingProperty: "failed"},message:"must have required property '"+"failed"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data38.skipped === undefined){
const err81 = {instancePath:instancePath+"/summary",schemaPath:"#/$defs/summary/required",keyword:"required",params:{missingProperty: "skipped"},message:"must have required property '"+"skipped"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data38.notApplicable === undefined){
const err82 = {instancePath:instancePath+"/summary",schemaPath:"#/$defs/summary/required",keyword:"required",params:{missingProperty: "notApplicable"},message:"must have required property '"+"notApplicable"+"'"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data38.errors === undefined){
const err83 = {instancePath:instancePath+"/summary",schemaPath:"#/$defs/summary/required",keyword:"required",params:{missingProperty: "errors"},message:"must have required property '"+"errors"+"'"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data38.warnings === undefined){
const err84 = {instancePath:instancePath+"/summary",schemaPath:"#/$defs/summary/required",keyword:"required",params:{missingProperty: "warnings"},message:"must have required property '"+"warnings"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data38.notes === undefined){
const err85 = {instancePath:instancePath+"/summary",schemaPath:"#/$defs/summary/required",keyword:"required",params:{missingProperty: "notes"},message:"must have required property '"+"notes"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
for(const key7 in data38){
if(!(func1.call(schema32.properties, key7))){
const err86 = {instancePath:instancePath+"/summary",schemaPath:"#/$defs/summary/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data38.passed !== undefined){
let data39 = data38.passed;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err87 = {instancePath:instancePath+"/summary/passed",schemaPath:"#/$defs/summary/properties/passed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 < 0 || isNaN(data39)){
const err88 = {instancePath:instancePath+"/summary/passed",schemaPath:"#/$defs/summary/properties/passed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
if(data38.failed !== undefined){
let data40 = data38.failed;
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
const err89 = {instancePath:instancePath+"/summary/failed",schemaPath:"#/$defs/summary/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 < 0 || isNaN(data40)){
const err90 = {instancePath:instancePath+"/summary/failed",schemaPath:"#/$defs/summary/properties/failed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
if(data38.skipped !== undefined){
let data41 = data38.skipped;
if(!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))){
const err91 = {instancePath:instancePath+"/summary/skipped",schemaPath:"#/$defs/summary/properties/skipped/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if((typeof data41 == "number") && (isFinite(data41))){
if(data41 < 0 || isNaN(data41)){
const err92 = {instancePath:instancePath+"/summary/skipped",schemaPath:"#/$defs/summary/properties/skipped/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
if(data38.notApplicable !== undefined){
let data42 = data38.notApplicable;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
const err93 = {instancePath:instancePath+"/summary/notApplicable",schemaPath:"#/$defs/summary/properties/notApplicable/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 < 0 || isNaN(data42)){
const err94 = {instancePath:instancePath+"/summary/notApplicable",schemaPath:"#/$defs/summary/properties/notApplicable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
if(data38.errors !== undefined){
let data43 = data38.errors;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
const err95 = {instancePath:instancePath+"/summary/errors",schemaPath:"#/$defs/summary/properties/errors/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 < 0 || isNaN(data43)){
const err96 = {instancePath:instancePath+"/summary/errors",schemaPath:"#/$defs/summary/properties/errors/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
}
if(data38.warnings !== undefined){
let data44 = data38.warnings;
if(!(((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44))) && (isFinite(data44)))){
const err97 = {instancePath:instancePath+"/summary/warnings",schemaPath:"#/$defs/summary/properties/warnings/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if((typeof data44 == "number") && (isFinite(data44))){
if(data44 < 0 || isNaN(data44)){
const err98 = {instancePath:instancePath+"/summary/warnings",schemaPath:"#/$defs/summary/properties/warnings/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
if(data38.notes !== undefined){
let data45 = data38.notes;
if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){
const err99 = {instancePath:instancePath+"/summary/notes",schemaPath:"#/$defs/summary/properties/notes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if((typeof data45 == "number") && (isFinite(data45))){
if(data45 < 0 || isNaN(data45)){
const err100 = {instancePath:instancePath+"/summary/notes",schemaPath:"#/$defs/summary/properties/notes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
}
if(data38.components !== undefined){
let data46 = data38.components;
if(!(((typeof data46 == "number") && (!(data46 % 1) && !isNaN(data46))) && (isFinite(data46)))){
const err101 = {instancePath:instancePath+"/summary/components",schemaPath:"#/$defs/summary/properties/components/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if((typeof data46 == "number") && (isFinite(data46))){
if(data46 < 0 || isNaN(data46)){
const err102 = {instancePath:instancePath+"/summary/components",schemaPath:"#/$defs/summary/properties/components/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
}
if(data38.statisticsLists !== undefined){
let data47 = data38.statisticsLists;
if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){
const err103 = {instancePath:instancePath+"/summary/statisticsLists",schemaPath:"#/$defs/summary/properties/statisticsLists/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if((typeof data47 == "number") && (isFinite(data47))){
if(data47 < 0 || isNaN(data47)){
const err104 = {instancePath:instancePath+"/summary/statisticsLists",schemaPath:"#/$defs/summary/properties/statisticsLists/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
}
else {
const err105 = {instancePath:instancePath+"/summary",schemaPath:"#/$defs/summary/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data.requirements !== undefined){
let data48 = data.requirements;
if(Array.isArray(data48)){
const len4 = data48.length;
for(let i4=0; i4<len4; i4++){
if(!(validate21(data48[i4], {instancePath:instancePath+"/requirements/" + i4,parentData:data48,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
}
else {
const err106 = {instancePath:instancePath+"/requirements",schemaPath:"#/properties/requirements/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data.findings !== undefined){
let data50 = data.findings;
if(Array.isArray(data50)){
const len5 = data50.length;
for(let i5=0; i5<len5; i5++){
if(!(validate23(data50[i5], {instancePath:instancePath+"/findings/" + i5,parentData:data50,parentDataProperty:i5,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err107 = {instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data.kitErrors !== undefined){
let data52 = data.kitErrors;
if(Array.isArray(data52)){
const len6 = data52.length;
for(let i6=0; i6<len6; i6++){
let data53 = data52[i6];
if(data53 && typeof data53 == "object" && !Array.isArray(data53)){
if(data53.code === undefined){
const err108 = {instancePath:instancePath+"/kitErrors/" + i6,schemaPath:"#/$defs/kitError/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(data53.message === undefined){
const err109 = {instancePath:instancePath+"/kitErrors/" + i6,schemaPath:"#/$defs/kitError/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
for(const key8 in data53){
if(!((((key8 === "code") || (key8 === "message")) || (key8 === "url")) || (key8 === "method"))){
const err110 = {instancePath:instancePath+"/kitErrors/" + i6,schemaPath:"#/$defs/kitError/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data53.code !== undefined){
let data54 = data53.code;
if(typeof data54 === "string"){
if(!pattern6.test(data54)){
const err111 = {instancePath:instancePath+"/kitErrors/" + i6+"/code",schemaPath:"#/$defs/kitError/properties/code/pattern",keyword:"pattern",params:{pattern: "^E_[A-Z_]+$"},message:"must match pattern \""+"^E_[A-Z_]+$"+"\""};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
else {
const err112 = {instancePath:instancePath+"/kitErrors/" + i6+"/code",schemaPath:"#/$defs/kitError/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data53.message !== undefined){
if(typeof data53.message !== "string"){
const err113 = {instancePath:instancePath+"/kitErrors/" + i6+"/message",schemaPath:"#/$defs/kitError/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data53.url !== undefined){
if(typeof data53.url !== "string"){
const err114 = {instancePath:instancePath+"/kitErrors/" + i6+"/url",schemaPath:"#/$defs/kitError/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data53.method !== undefined){
if(typeof data53.method !== "string"){
const err115 = {instancePath:instancePath+"/kitErrors/" + i6+"/method",schemaPath:"#/$defs/kitError/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
}
else {
const err116 = {instancePath:instancePath+"/kitErrors/" + i6,schemaPath:"#/$defs/kitError/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
}
else {
const err117 = {instancePath:instancePath+"/kitErrors",schemaPath:"#/properties/kitErrors/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data.complete !== undefined){
if(typeof data.complete !== "boolean"){
const err118 = {instancePath:instancePath+"/complete",schemaPath:"#/properties/complete/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data.findingsOmitted !== undefined){
let data59 = data.findingsOmitted;
if(!(((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59))) && (isFinite(data59)))){
const err119 = {instancePath:instancePath+"/findingsOmitted",schemaPath:"#/properties/findingsOmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if((typeof data59 == "number") && (isFinite(data59))){
if(data59 < 0 || isNaN(data59)){
const err120 = {instancePath:instancePath+"/findingsOmitted",schemaPath:"#/properties/findingsOmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
}
if(data.examplesPerGroup !== undefined){
let data60 = data.examplesPerGroup;
if(!(((typeof data60 == "number") && (!(data60 % 1) && !isNaN(data60))) && (isFinite(data60)))){
const err121 = {instancePath:instancePath+"/examplesPerGroup",schemaPath:"#/properties/examplesPerGroup/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if((typeof data60 == "number") && (isFinite(data60))){
if(data60 < 0 || isNaN(data60)){
const err122 = {instancePath:instancePath+"/examplesPerGroup",schemaPath:"#/properties/examplesPerGroup/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
}
if(data.baseline !== undefined){
let data61 = data.baseline;
if(data61 && typeof data61 == "object" && !Array.isArray(data61)){
if(data61.file === undefined){
const err123 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if(data61.new === undefined){
const err124 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/required",keyword:"required",params:{missingProperty: "new"},message:"must have required property '"+"new"+"'"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(data61.unchanged === undefined){
const err125 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/required",keyword:"required",params:{missingProperty: "unchanged"},message:"must have required property '"+"unchanged"+"'"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(data61.gone === undefined){
const err126 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/required",keyword:"required",params:{missingProperty: "gone"},message:"must have required property '"+"gone"+"'"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if(data61.newErrors === undefined){
const err127 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/required",keyword:"required",params:{missingProperty: "newErrors"},message:"must have required property '"+"newErrors"+"'"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if(data61.newWarnings === undefined){
const err128 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/required",keyword:"required",params:{missingProperty: "newWarnings"},message:"must have required property '"+"newWarnings"+"'"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
for(const key9 in data61){
if(!(((((((key9 === "file") || (key9 === "new")) || (key9 === "unchanged")) || (key9 === "gone")) || (key9 === "newErrors")) || (key9 === "newWarnings")) || (key9 === "unmatchable"))){
const err129 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data61.file !== undefined){
if(typeof data61.file !== "string"){
const err130 = {instancePath:instancePath+"/baseline/file",schemaPath:"#/properties/baseline/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data61.new !== undefined){
let data63 = data61.new;
if(!(((typeof data63 == "number") && (!(data63 % 1) && !isNaN(data63))) && (isFinite(data63)))){
const err131 = {instancePath:instancePath+"/baseline/new",schemaPath:"#/properties/baseline/properties/new/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if((typeof data63 == "number") && (isFinite(data63))){
if(data63 < 0 || isNaN(data63)){
const err132 = {instancePath:instancePath+"/baseline/new",schemaPath:"#/properties/baseline/properties/new/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
}
if(data61.unchanged !== undefined){
let data64 = data61.unchanged;
if(!(((typeof data64 == "number") && (!(data64 % 1) && !isNaN(data64))) && (isFinite(data64)))){
const err133 = {instancePath:instancePath+"/baseline/unchanged",schemaPath:"#/properties/baseline/properties/unchanged/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if((typeof data64 == "number") && (isFinite(data64))){
if(data64 < 0 || isNaN(data64)){
const err134 = {instancePath:instancePath+"/baseline/unchanged",schemaPath:"#/properties/baseline/properties/unchanged/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
}
if(data61.gone !== undefined){
let data65 = data61.gone;
if(!(((typeof data65 == "number") && (!(data65 % 1) && !isNaN(data65))) && (isFinite(data65)))){
const err135 = {instancePath:instancePath+"/baseline/gone",schemaPath:"#/properties/baseline/properties/gone/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if((typeof data65 == "number") && (isFinite(data65))){
if(data65 < 0 || isNaN(data65)){
const err136 = {instancePath:instancePath+"/baseline/gone",schemaPath:"#/properties/baseline/properties/gone/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
}
if(data61.newErrors !== undefined){
let data66 = data61.newErrors;
if(!(((typeof data66 == "number") && (!(data66 % 1) && !isNaN(data66))) && (isFinite(data66)))){
const err137 = {instancePath:instancePath+"/baseline/newErrors",schemaPath:"#/properties/baseline/properties/newErrors/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if((typeof data66 == "number") && (isFinite(data66))){
if(data66 < 0 || isNaN(data66)){
const err138 = {instancePath:instancePath+"/baseline/newErrors",schemaPath:"#/properties/baseline/properties/newErrors/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
}
if(data61.newWarnings !== undefined){
let data67 = data61.newWarnings;
if(!(((typeof data67 == "number") && (!(data67 % 1) && !isNaN(data67))) && (isFinite(data67)))){
const err139 = {instancePath:instancePath+"/baseline/newWarnings",schemaPath:"#/properties/baseline/properties/newWarnings/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
if((typeof data67 == "number") && (isFinite(data67))){
if(data67 < 0 || isNaN(data67)){
const err140 = {instancePath:instancePath+"/baseline/newWarnings",schemaPath:"#/properties/baseline/properties/newWarnings/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
}
if(data61.unmatchable !== undefined){
let data68 = data61.unmatchable;
if(!(((typeof data68 == "number") && (!(data68 % 1) && !isNaN(data68))) && (isFinite(data68)))){
const err141 = {instancePath:instancePath+"/baseline/unmatchable",schemaPath:"#/properties/baseline/properties/unmatchable/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if((typeof data68 == "number") && (isFinite(data68))){
if(data68 < 1 || isNaN(data68)){
const err142 = {instancePath:instancePath+"/baseline/unmatchable",schemaPath:"#/properties/baseline/properties/unmatchable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
}
}
else {
const err143 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data.groups !== undefined){
let data69 = data.groups;
if(Array.isArray(data69)){
const len7 = data69.length;
for(let i7=0; i7<len7; i7++){
if(!(validate25(data69[i7], {instancePath:instancePath+"/groups/" + i7,parentData:data69,parentDataProperty:i7,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
else {
const err144 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
}
else {
const err145 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.finding = validate27;

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.requirement === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requirement"},message:"must have required property '"+"requirement"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.severity === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.url === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.pointer === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pointer"},message:"must have required property '"+"pointer"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.message === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema35.properties, key0))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.requirement !== undefined){
let data0 = data.requirement;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err6 = {instancePath:instancePath+"/requirement",schemaPath:"#/properties/requirement/pattern",keyword:"pattern",params:{pattern: "^[A-Z]+(-[A-Z0-9]+)+$"},message:"must match pattern \""+"^[A-Z]+(-[A-Z0-9]+)+$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/requirement",schemaPath:"#/properties/requirement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.severity !== undefined){
let data1 = data.severity;
if(!(((data1 === "error") || (data1 === "warning")) || (data1 === "note"))){
const err8 = {instancePath:instancePath+"/severity",schemaPath:"#/$defs/severity/enum",keyword:"enum",params:{allowedValues: schema34.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err9 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.method !== undefined){
if(typeof data.method !== "string"){
const err10 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.pointer !== undefined){
if(typeof data.pointer !== "string"){
const err11 = {instancePath:instancePath+"/pointer",schemaPath:"#/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err12 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.code !== undefined){
let data6 = data.code;
if(typeof data6 === "string"){
if(!pattern5.test(data6)){
const err13 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.args !== undefined){
let data7 = data.args;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key1 in data7){
let data8 = data7[key1];
if((((typeof data8 !== "string") && (!((typeof data8 == "number") && (isFinite(data8))))) && (typeof data8 !== "boolean")) && (data8 !== null)){
const err15 = {instancePath:instancePath+"/args/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/args/additionalProperties/type",keyword:"type",params:{type: schema35.properties.args.additionalProperties.type},message:"must be string,number,boolean,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
const err17 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.region !== undefined){
let data10 = data.region;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.charOffset === undefined){
const err18 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/required",keyword:"required",params:{missingProperty: "charOffset"},message:"must have required property '"+"charOffset"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data10.charLength === undefined){
const err19 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/required",keyword:"required",params:{missingProperty: "charLength"},message:"must have required property '"+"charLength"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data10.startLine === undefined){
const err20 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/required",keyword:"required",params:{missingProperty: "startLine"},message:"must have required property '"+"startLine"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data10.startColumn === undefined){
const err21 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/required",keyword:"required",params:{missingProperty: "startColumn"},message:"must have required property '"+"startColumn"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data10.endLine === undefined){
const err22 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/required",keyword:"required",params:{missingProperty: "endLine"},message:"must have required property '"+"endLine"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data10.endColumn === undefined){
const err23 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/required",keyword:"required",params:{missingProperty: "endColumn"},message:"must have required property '"+"endColumn"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key2 in data10){
if(!((((((key2 === "charOffset") || (key2 === "charLength")) || (key2 === "startLine")) || (key2 === "startColumn")) || (key2 === "endLine")) || (key2 === "endColumn"))){
const err24 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data10.charOffset !== undefined){
let data11 = data10.charOffset;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err25 = {instancePath:instancePath+"/region/charOffset",schemaPath:"#/properties/region/properties/charOffset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err26 = {instancePath:instancePath+"/region/charOffset",schemaPath:"#/properties/region/properties/charOffset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data10.charLength !== undefined){
let data12 = data10.charLength;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err27 = {instancePath:instancePath+"/region/charLength",schemaPath:"#/properties/region/properties/charLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err28 = {instancePath:instancePath+"/region/charLength",schemaPath:"#/properties/region/properties/charLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data10.startLine !== undefined){
let data13 = data10.startLine;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err29 = {instancePath:instancePath+"/region/startLine",schemaPath:"#/properties/region/properties/startLine/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err30 = {instancePath:instancePath+"/region/startLine",schemaPath:"#/properties/region/properties/startLine/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data10.startColumn !== undefined){
let data14 = data10.startColumn;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err31 = {instancePath:instancePath+"/region/startColumn",schemaPath:"#/properties/region/properties/startColumn/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err32 = {instancePath:instancePath+"/region/startColumn",schemaPath:"#/properties/region/properties/startColumn/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data10.endLine !== undefined){
let data15 = data10.endLine;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err33 = {instancePath:instancePath+"/region/endLine",schemaPath:"#/properties/region/properties/endLine/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
const err34 = {instancePath:instancePath+"/region/endLine",schemaPath:"#/properties/region/properties/endLine/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
if(data10.endColumn !== undefined){
let data16 = data10.endColumn;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err35 = {instancePath:instancePath+"/region/endColumn",schemaPath:"#/properties/region/properties/endColumn/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 1 || isNaN(data16)){
const err36 = {instancePath:instancePath+"/region/endColumn",schemaPath:"#/properties/region/properties/endColumn/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
}
else {
const err37 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.scope !== undefined){
if(typeof data.scope !== "string"){
const err38 = {instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.related !== undefined){
let data18 = data.related;
if(Array.isArray(data18)){
const len0 = data18.length;
for(let i0=0; i0<len0; i0++){
if(typeof data18[i0] !== "string"){
const err39 = {instancePath:instancePath+"/related/" + i0,schemaPath:"#/properties/related/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/related",schemaPath:"#/properties/related/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.relatedOmitted !== undefined){
let data20 = data.relatedOmitted;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err41 = {instancePath:instancePath+"/relatedOmitted",schemaPath:"#/properties/relatedOmitted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 1 || isNaN(data20)){
const err42 = {instancePath:instancePath+"/relatedOmitted",schemaPath:"#/properties/relatedOmitted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
if(data.baseline !== undefined){
let data21 = data.baseline;
if(!((data21 === "new") || (data21 === "unchanged"))){
const err43 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/enum",keyword:"enum",params:{allowedValues: schema35.properties.baseline.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.findingGroup = validate28;

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.requirement === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requirement"},message:"must have required property '"+"requirement"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.severity === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.count === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "requirement") || (key0 === "severity")) || (key0 === "message")) || (key0 === "code")) || (key0 === "count"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.requirement !== undefined){
if(typeof data.requirement !== "string"){
const err5 = {instancePath:instancePath+"/requirement",schemaPath:"#/properties/requirement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.severity !== undefined){
let data1 = data.severity;
if(!(((data1 === "error") || (data1 === "warning")) || (data1 === "note"))){
const err6 = {instancePath:instancePath+"/severity",schemaPath:"#/$defs/severity/enum",keyword:"enum",params:{allowedValues: schema34.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err7 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.code !== undefined){
if(typeof data.code !== "string"){
const err8 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.count !== undefined){
let data4 = data.count;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err10 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.kitError = validate29;

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "code") || (key0 === "message")) || (key0 === "url")) || (key0 === "method"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err3 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^E_[A-Z_]+$"},message:"must match pattern \""+"^E_[A-Z_]+$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err5 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err6 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.method !== undefined){
if(typeof data.method !== "string"){
const err7 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.requirementOutcome = validate30;

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.class === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "class"},message:"must have required property '"+"class"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.severity === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.section === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "section"},message:"must have required property '"+"section"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.title === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.status === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.checks === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "checks"},message:"must have required property '"+"checks"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.findings === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema33.properties, key0))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.class !== undefined){
let data1 = data.class;
if(!((data1 === "core") || (data1 === "recommended"))){
const err10 = {instancePath:instancePath+"/class",schemaPath:"#/properties/class/enum",keyword:"enum",params:{allowedValues: schema33.properties.class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.severity !== undefined){
let data2 = data.severity;
if(!(((data2 === "error") || (data2 === "warning")) || (data2 === "note"))){
const err11 = {instancePath:instancePath+"/severity",schemaPath:"#/$defs/severity/enum",keyword:"enum",params:{allowedValues: schema34.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.severitySetBy !== undefined){
let data3 = data.severitySetBy;
if(typeof data3 === "string"){
if(func4(data3) < 1){
const err12 = {instancePath:instancePath+"/severitySetBy",schemaPath:"#/properties/severitySetBy/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/severitySetBy",schemaPath:"#/properties/severitySetBy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.section !== undefined){
if(typeof data.section !== "string"){
const err14 = {instancePath:instancePath+"/section",schemaPath:"#/properties/section/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err15 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.status !== undefined){
let data6 = data.status;
if(!((((data6 === "passed") || (data6 === "failed")) || (data6 === "skipped")) || (data6 === "not-applicable"))){
const err16 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema33.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.reason !== undefined){
if(typeof data.reason !== "string"){
const err17 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.checks !== undefined){
let data8 = data.checks;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err18 = {instancePath:instancePath+"/checks",schemaPath:"#/properties/checks/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err19 = {instancePath:instancePath+"/checks",schemaPath:"#/properties/checks/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.checked !== undefined){
let data9 = data.checked;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err20 = {instancePath:instancePath+"/checked",schemaPath:"#/properties/checked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err21 = {instancePath:instancePath+"/checked",schemaPath:"#/properties/checked/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.findings !== undefined){
let data10 = data.findings;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err22 = {instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err23 = {instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.severity = validate31;

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(((data === "error") || (data === "warning")) || (data === "note"))){
const err0 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema34.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports.summary = validate32;

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.passed === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "passed"},message:"must have required property '"+"passed"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.failed === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "failed"},message:"must have required property '"+"failed"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.skipped === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "skipped"},message:"must have required property '"+"skipped"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.notApplicable === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notApplicable"},message:"must have required property '"+"notApplicable"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.errors === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "errors"},message:"must have required property '"+"errors"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.warnings === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "warnings"},message:"must have required property '"+"warnings"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.notes === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notes"},message:"must have required property '"+"notes"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema32.properties, key0))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.passed !== undefined){
let data0 = data.passed;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err8 = {instancePath:instancePath+"/passed",schemaPath:"#/properties/passed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err9 = {instancePath:instancePath+"/passed",schemaPath:"#/properties/passed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.failed !== undefined){
let data1 = data.failed;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err10 = {instancePath:instancePath+"/failed",schemaPath:"#/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err11 = {instancePath:instancePath+"/failed",schemaPath:"#/properties/failed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.skipped !== undefined){
let data2 = data.skipped;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err12 = {instancePath:instancePath+"/skipped",schemaPath:"#/properties/skipped/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/skipped",schemaPath:"#/properties/skipped/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.notApplicable !== undefined){
let data3 = data.notApplicable;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err14 = {instancePath:instancePath+"/notApplicable",schemaPath:"#/properties/notApplicable/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/notApplicable",schemaPath:"#/properties/notApplicable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.errors !== undefined){
let data4 = data.errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err16 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.warnings !== undefined){
let data5 = data.warnings;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err18 = {instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.notes !== undefined){
let data6 = data.notes;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err20 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err21 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.components !== undefined){
let data7 = data.components;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err22 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err23 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data.statisticsLists !== undefined){
let data8 = data.statisticsLists;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err24 = {instancePath:instancePath+"/statisticsLists",schemaPath:"#/properties/statisticsLists/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err25 = {instancePath:instancePath+"/statisticsLists",schemaPath:"#/properties/statisticsLists/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

