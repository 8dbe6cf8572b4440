// Generated from schemas/config.schema.json by scripts/generate-types.mjs (Ajv standalone code). Do not edit by hand.
// @ts-nocheck
"use strict";
exports.root = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://stringent.dev/schemas/config.schema.json","title":"Config","description":"stringent.config.json, and the profiles shipped in profiles/: every option of `stringent check` a file may set. Precedence: command line > STRINGENT_* environment variables > this file > the profile it or --profile names > defaults. Generated from src/options/table.ts by scripts/generate-schema.mjs; do not edit by hand.","type":"object","additionalProperties":false,"properties":{"$schema":{"type":"string","description":"Path or URL of this schema, for editors."},"description":{"type":"string","description":"What this configuration or profile is for."},"baseUrl":{"type":"string","minLength":1,"description":"Base URL of the deployment (api/components/ hangs off it), when none is given on the command line."},"reporters":{"type":"array","items":{"type":"string","pattern":"^(pretty|json|junit|tap|sarif|github|html)(:.+)?$"},"description":"Reporters, NAME or NAME:PATH (pretty, json, junit, tap, sarif, github, html); a PATH is relative to this file."},"failOn":{"enum":["error","warning","never"],"description":"Lowest finding severity that makes the exit status 1."},"maxExamples":{"type":"integer","minimum":0,"description":"Examples shown per failed requirement (pretty, junit, tap)."},"concurrency":{"type":"integer","minimum":1,"description":"Components crawled at once."},"timeout":{"type":"number","exclusiveMinimum":0,"description":"Seconds one request may take, headers and body."},"retries":{"type":"integer","minimum":0,"description":"Extra attempts after a network failure or 429/500/502/503/504."},"maxRequests":{"type":"integer","minimum":1,"description":"Request budget; when spent the run stops, incomplete (exit 2)."},"rateLimit":{"type":"string","pattern":"^\\s*\\d+(\\.\\d+)?\\s*/\\s*(s|sec|second|min|minute|h|hour|d|day)\\s*$","description":"Pace requests at N/s, N/min, N/h or N/day; the server's own X-RateLimit-*/RateLimit headers apply too, the stricter wins."},"maxWait":{"type":"number","exclusiveMinimum":0,"description":"Seconds the run may wait at once for the server's rate limit or a Retry-After; a longer wait stops it with E_RATE_LIMITED."},"deadline":{"type":"string","pattern":"^\\s*\\d+(\\.\\d+)?\\s*(ms|s|m|min|h|d)?\\s*$","description":"An overall bound on the run (90s, 10m, 2h): when reached the run stops with E_DEADLINE, reports written, resumable."},"maxComponents":{"type":"integer","minimum":1,"description":"Check an evenly spread sample of this many components."},"only":{"type":"array","items":{"type":"string","pattern":"^[A-Za-z0-9*?-]+$"},"description":"Judge only these requirements: IDs, comma lists and globs (STA-*); the crawl sends only the requests they need (repeatable)."},"skip":{"type":"array","items":{"type":"string","pattern":"^[A-Za-z0-9*?-]+$"},"description":"Do not judge these requirements (IDs, comma lists, globs), and send no request only they need (repeatable)."},"components":{"type":"array","items":{"type":"string","pattern":"^[^/]+/[^/]+$"},"description":"Check only this component, PROJECT/COMPONENT by slug (repeatable)."},"projects":{"type":"array","items":{"type":"string","minLength":1},"description":"Check only the components of this project, by slug (repeatable)."},"maxBodySize":{"type":["string","integer"],"pattern":"^\\s*\\d+(\\.\\d+)?\\s*([kKmMgG]i?[bB]?|[bB])?\\s*$","minimum":1,"description":"Largest answer body read: bytes, or a size such as 10MiB or 512KiB."},"pageSize":{"type":"integer","minimum":1,"description":"Full page size of the component list."},"webBaseUrl":{"type":"string","minLength":1,"description":"Where web pages (web_url, translate_url) live, when not under the base URL."},"probeErrors":{"type":"boolean","description":"Also request an unknown component and bad page numbers."},"probeWrites":{"type":"boolean","description":"Also send POST, PUT, PATCH, DELETE (without credentials) and expect refusals."},"methodsAll":{"type":"boolean","description":"HEAD and OPTIONS on every address fetched, not one of each kind."},"severity":{"type":"object","propertyNames":{"pattern":"^[A-Za-z0-9-]+$"},"additionalProperties":{"enum":["error","warning","note","off"]},"description":"Requirement ID → error, warning, note, or off (not judged)."},"allowEmpty":{"type":"boolean","description":"A deployment with no component is not a failure."},"headers":{"type":"array","items":{"type":"string","pattern":"^[!#$%&'*+.^_`|~0-9A-Za-z-]+:.*$"},"description":"Extra request headers, 'Name: value', sent to the base URL's origin only; credential-like values are masked in reports and recordings."},"ca":{"type":"string","minLength":1,"description":"PEM file of CA certificates trusted besides the system ones (https); relative to this file."},"insecure":{"type":"boolean","description":"Do not verify TLS certificates (said on stderr and in the report)."},"profile":{"type":"string","minLength":1,"description":"A shipped profile (weblate-5) or the path of a profile file (relative to this file), applied beneath this file."},"exclude":{"type":"array","items":{"$ref":"#/$defs/exclusion"},"description":"Departures accepted: a finding that matches one becomes a note that says why, and no longer fails its requirement."}},"$defs":{"exclusion":{"title":"Exclusion","type":"object","additionalProperties":false,"required":["requirement","because"],"properties":{"requirement":{"type":"string","pattern":"^[A-Za-z0-9-]+$","description":"The requirement ID the finding cites."},"url":{"type":"string","format":"regex","description":"Regular expression the finding's address, relative to the base URL, must match (whole address)."},"method":{"type":"string","pattern":"^[A-Z]+$","description":"HTTP method of the request (GET when the finding names none)."},"pointer":{"type":"string","format":"regex","description":"Regular expression the finding's JSON pointer must match (whole pointer)."},"actual":{"type":"string","format":"regex","description":"Regular expression the finding's observed value, as text, must match (whole value)."},"because":{"type":"string","minLength":1,"description":"Why this departure is accepted; the note says it."}}}}};
const schema32 = {"title":"Exclusion","type":"object","additionalProperties":false,"required":["requirement","because"],"properties":{"requirement":{"type":"string","pattern":"^[A-Za-z0-9-]+$","description":"The requirement ID the finding cites."},"url":{"type":"string","format":"regex","description":"Regular expression the finding's address, relative to the base URL, must match (whole address)."},"method":{"type":"string","pattern":"^[A-Z]+$","description":"HTTP method of the request (GET when the finding names none)."},"pointer":{"type":"string","format":"regex","description":"Regular expression the finding's JSON pointer must match (whole pointer)."},"actual":{"type":"string","format":"regex","description":"Regular expression the finding's observed value, as text, must match (whole value)."},"because":{"type":"string","minLength":1,"description":"Why this departure is accepted; the note says it."}}};
const func1 = Object.prototype.hasOwnProperty;
const func2 = require("ajv/dist/runtime/ucs2length").default;
const pattern4 = new RegExp("^(pretty|json|junit|tap|sarif|github|html)(:.+)?$", "u");
const pattern5 = new RegExp("^\\s*\\d+(\\.\\d+)?\\s*/\\s*(s|sec|second|min|minute|h|hour|d|day)\\s*$", "u");
const pattern6 = new RegExp("^\\s*\\d+(\\.\\d+)?\\s*(ms|s|m|min|h|d)?\\s*$", "u");
const pattern7 = new RegExp("^[A-Za-z0-9*?-]+$", "u");
const pattern9 = new RegExp("^[^/]+/[^/]+$", "u");
const pattern10 = new RegExp("^\\s*\\d+(\\.\\d+)?\\s*([kKmMgG]i?[bB]?|[bB])?\\s*$", "u");
const pattern11 = new RegExp("^[A-Za-z0-9-]+$", "u");
const pattern12 = new RegExp("^[!#$%&'*+.^_`|~0-9A-Za-z-]+:.*$", "u");
const pattern14 = new RegExp("^[A-Z]+$", "u");
const formats0 = require("ajv-formats/dist/formats").fastFormats.regex;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://stringent.dev/schemas/config.schema.json" */;
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
for(const key0 in data){
if(!(func1.call(schema31.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err1 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err2 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.baseUrl !== undefined){
let data2 = data.baseUrl;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err3 = {instancePath:instancePath+"/baseUrl",schemaPath:"#/properties/baseUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/baseUrl",schemaPath:"#/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.reporters !== undefined){
let data3 = data.reporters;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(!pattern4.test(data4)){
const err5 = {instancePath:instancePath+"/reporters/" + i0,schemaPath:"#/properties/reporters/items/pattern",keyword:"pattern",params:{pattern: "^(pretty|json|junit|tap|sarif|github|html)(:.+)?$"},message:"must match pattern \""+"^(pretty|json|junit|tap|sarif|github|html)(:.+)?$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/reporters/" + i0,schemaPath:"#/properties/reporters/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/reporters",schemaPath:"#/properties/reporters/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.failOn !== undefined){
let data5 = data.failOn;
if(!(((data5 === "error") || (data5 === "warning")) || (data5 === "never"))){
const err8 = {instancePath:instancePath+"/failOn",schemaPath:"#/properties/failOn/enum",keyword:"enum",params:{allowedValues: schema31.properties.failOn.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.maxExamples !== undefined){
let data6 = data.maxExamples;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err9 = {instancePath:instancePath+"/maxExamples",schemaPath:"#/properties/maxExamples/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err10 = {instancePath:instancePath+"/maxExamples",schemaPath:"#/properties/maxExamples/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.concurrency !== undefined){
let data7 = data.concurrency;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err11 = {instancePath:instancePath+"/concurrency",schemaPath:"#/properties/concurrency/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
const err12 = {instancePath:instancePath+"/concurrency",schemaPath:"#/properties/concurrency/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.timeout !== undefined){
let data8 = data.timeout;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 <= 0 || isNaN(data8)){
const err13 = {instancePath:instancePath+"/timeout",schemaPath:"#/properties/timeout/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
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
const err14 = {instancePath:instancePath+"/timeout",schemaPath:"#/properties/timeout/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.retries !== undefined){
let data9 = data.retries;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err15 = {instancePath:instancePath+"/retries",schemaPath:"#/properties/retries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err16 = {instancePath:instancePath+"/retries",schemaPath:"#/properties/retries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.maxRequests !== undefined){
let data10 = data.maxRequests;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err17 = {instancePath:instancePath+"/maxRequests",schemaPath:"#/properties/maxRequests/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
const err18 = {instancePath:instancePath+"/maxRequests",schemaPath:"#/properties/maxRequests/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.rateLimit !== undefined){
let data11 = data.rateLimit;
if(typeof data11 === "string"){
if(!pattern5.test(data11)){
const err19 = {instancePath:instancePath+"/rateLimit",schemaPath:"#/properties/rateLimit/pattern",keyword:"pattern",params:{pattern: "^\\s*\\d+(\\.\\d+)?\\s*/\\s*(s|sec|second|min|minute|h|hour|d|day)\\s*$"},message:"must match pattern \""+"^\\s*\\d+(\\.\\d+)?\\s*/\\s*(s|sec|second|min|minute|h|hour|d|day)\\s*$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/rateLimit",schemaPath:"#/properties/rateLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.maxWait !== undefined){
let data12 = data.maxWait;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 <= 0 || isNaN(data12)){
const err21 = {instancePath:instancePath+"/maxWait",schemaPath:"#/properties/maxWait/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/maxWait",schemaPath:"#/properties/maxWait/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.deadline !== undefined){
let data13 = data.deadline;
if(typeof data13 === "string"){
if(!pattern6.test(data13)){
const err23 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/pattern",keyword:"pattern",params:{pattern: "^\\s*\\d+(\\.\\d+)?\\s*(ms|s|m|min|h|d)?\\s*$"},message:"must match pattern \""+"^\\s*\\d+(\\.\\d+)?\\s*(ms|s|m|min|h|d)?\\s*$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.maxComponents !== undefined){
let data14 = data.maxComponents;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err25 = {instancePath:instancePath+"/maxComponents",schemaPath:"#/properties/maxComponents/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err26 = {instancePath:instancePath+"/maxComponents",schemaPath:"#/properties/maxComponents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.only !== undefined){
let data15 = data.only;
if(Array.isArray(data15)){
const len1 = data15.length;
for(let i1=0; i1<len1; i1++){
let data16 = data15[i1];
if(typeof data16 === "string"){
if(!pattern7.test(data16)){
const err27 = {instancePath:instancePath+"/only/" + i1,schemaPath:"#/properties/only/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9*?-]+$"},message:"must match pattern \""+"^[A-Za-z0-9*?-]+$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/only/" + i1,schemaPath:"#/properties/only/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err29 = {instancePath:instancePath+"/only",schemaPath:"#/properties/only/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.skip !== undefined){
let data17 = data.skip;
if(Array.isArray(data17)){
const len2 = data17.length;
for(let i2=0; i2<len2; i2++){
let data18 = data17[i2];
if(typeof data18 === "string"){
if(!pattern7.test(data18)){
const err30 = {instancePath:instancePath+"/skip/" + i2,schemaPath:"#/properties/skip/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9*?-]+$"},message:"must match pattern \""+"^[A-Za-z0-9*?-]+$"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/skip/" + i2,schemaPath:"#/properties/skip/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/skip",schemaPath:"#/properties/skip/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.components !== undefined){
let data19 = data.components;
if(Array.isArray(data19)){
const len3 = data19.length;
for(let i3=0; i3<len3; i3++){
let data20 = data19[i3];
if(typeof data20 === "string"){
if(!pattern9.test(data20)){
const err33 = {instancePath:instancePath+"/components/" + i3,schemaPath:"#/properties/components/items/pattern",keyword:"pattern",params:{pattern: "^[^/]+/[^/]+$"},message:"must match pattern \""+"^[^/]+/[^/]+$"+"\""};
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
const err34 = {instancePath:instancePath+"/components/" + i3,schemaPath:"#/properties/components/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err35 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.projects !== undefined){
let data21 = data.projects;
if(Array.isArray(data21)){
const len4 = data21.length;
for(let i4=0; i4<len4; i4++){
let data22 = data21[i4];
if(typeof data22 === "string"){
if(func2(data22) < 1){
const err36 = {instancePath:instancePath+"/projects/" + i4,schemaPath:"#/properties/projects/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/projects/" + i4,schemaPath:"#/properties/projects/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/projects",schemaPath:"#/properties/projects/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.maxBodySize !== undefined){
let data23 = data.maxBodySize;
if((typeof data23 !== "string") && (!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23))))){
const err39 = {instancePath:instancePath+"/maxBodySize",schemaPath:"#/properties/maxBodySize/type",keyword:"type",params:{type: schema31.properties.maxBodySize.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 1 || isNaN(data23)){
const err40 = {instancePath:instancePath+"/maxBodySize",schemaPath:"#/properties/maxBodySize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(typeof data23 === "string"){
if(!pattern10.test(data23)){
const err41 = {instancePath:instancePath+"/maxBodySize",schemaPath:"#/properties/maxBodySize/pattern",keyword:"pattern",params:{pattern: "^\\s*\\d+(\\.\\d+)?\\s*([kKmMgG]i?[bB]?|[bB])?\\s*$"},message:"must match pattern \""+"^\\s*\\d+(\\.\\d+)?\\s*([kKmMgG]i?[bB]?|[bB])?\\s*$"+"\""};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
if(data.pageSize !== undefined){
let data24 = data.pageSize;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err42 = {instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 1 || isNaN(data24)){
const err43 = {instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.webBaseUrl !== undefined){
let data25 = data.webBaseUrl;
if(typeof data25 === "string"){
if(func2(data25) < 1){
const err44 = {instancePath:instancePath+"/webBaseUrl",schemaPath:"#/properties/webBaseUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/webBaseUrl",schemaPath:"#/properties/webBaseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.probeErrors !== undefined){
if(typeof data.probeErrors !== "boolean"){
const err46 = {instancePath:instancePath+"/probeErrors",schemaPath:"#/properties/probeErrors/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.probeWrites !== undefined){
if(typeof data.probeWrites !== "boolean"){
const err47 = {instancePath:instancePath+"/probeWrites",schemaPath:"#/properties/probeWrites/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.methodsAll !== undefined){
if(typeof data.methodsAll !== "boolean"){
const err48 = {instancePath:instancePath+"/methodsAll",schemaPath:"#/properties/methodsAll/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.severity !== undefined){
let data29 = data.severity;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
for(const key1 in data29){
const _errs61 = errors;
if(typeof key1 === "string"){
if(!pattern11.test(key1)){
const err49 = {instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9-]+$"},message:"must match pattern \""+"^[A-Za-z0-9-]+$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
var valid11 = _errs61 === errors;
if(!valid11){
const err50 = {instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
for(const key2 in data29){
let data30 = data29[key2];
if(!((((data30 === "error") || (data30 === "warning")) || (data30 === "note")) || (data30 === "off"))){
const err51 = {instancePath:instancePath+"/severity/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/severity/additionalProperties/enum",keyword:"enum",params:{allowedValues: schema31.properties.severity.additionalProperties.enum},message:"must be equal to one of the allowed values"};
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
else {
const err52 = {instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.allowEmpty !== undefined){
if(typeof data.allowEmpty !== "boolean"){
const err53 = {instancePath:instancePath+"/allowEmpty",schemaPath:"#/properties/allowEmpty/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.headers !== undefined){
let data32 = data.headers;
if(Array.isArray(data32)){
const len5 = data32.length;
for(let i5=0; i5<len5; i5++){
let data33 = data32[i5];
if(typeof data33 === "string"){
if(!pattern12.test(data33)){
const err54 = {instancePath:instancePath+"/headers/" + i5,schemaPath:"#/properties/headers/items/pattern",keyword:"pattern",params:{pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+:.*$"},message:"must match pattern \""+"^[!#$%&'*+.^_`|~0-9A-Za-z-]+:.*$"+"\""};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/headers/" + i5,schemaPath:"#/properties/headers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.ca !== undefined){
let data34 = data.ca;
if(typeof data34 === "string"){
if(func2(data34) < 1){
const err57 = {instancePath:instancePath+"/ca",schemaPath:"#/properties/ca/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/ca",schemaPath:"#/properties/ca/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.insecure !== undefined){
if(typeof data.insecure !== "boolean"){
const err59 = {instancePath:instancePath+"/insecure",schemaPath:"#/properties/insecure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.profile !== undefined){
let data36 = data.profile;
if(typeof data36 === "string"){
if(func2(data36) < 1){
const err60 = {instancePath:instancePath+"/profile",schemaPath:"#/properties/profile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/profile",schemaPath:"#/properties/profile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.exclude !== undefined){
let data37 = data.exclude;
if(Array.isArray(data37)){
const len6 = data37.length;
for(let i6=0; i6<len6; i6++){
let data38 = data37[i6];
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
if(data38.requirement === undefined){
const err62 = {instancePath:instancePath+"/exclude/" + i6,schemaPath:"#/$defs/exclusion/required",keyword:"required",params:{missingProperty: "requirement"},message:"must have required property '"+"requirement"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data38.because === undefined){
const err63 = {instancePath:instancePath+"/exclude/" + i6,schemaPath:"#/$defs/exclusion/required",keyword:"required",params:{missingProperty: "because"},message:"must have required property '"+"because"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
for(const key3 in data38){
if(!((((((key3 === "requirement") || (key3 === "url")) || (key3 === "method")) || (key3 === "pointer")) || (key3 === "actual")) || (key3 === "because"))){
const err64 = {instancePath:instancePath+"/exclude/" + i6,schemaPath:"#/$defs/exclusion/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data38.requirement !== undefined){
let data39 = data38.requirement;
if(typeof data39 === "string"){
if(!pattern11.test(data39)){
const err65 = {instancePath:instancePath+"/exclude/" + i6+"/requirement",schemaPath:"#/$defs/exclusion/properties/requirement/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9-]+$"},message:"must match pattern \""+"^[A-Za-z0-9-]+$"+"\""};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/exclude/" + i6+"/requirement",schemaPath:"#/$defs/exclusion/properties/requirement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data38.url !== undefined){
let data40 = data38.url;
if(typeof data40 === "string"){
if(!(formats0(data40))){
const err67 = {instancePath:instancePath+"/exclude/" + i6+"/url",schemaPath:"#/$defs/exclusion/properties/url/format",keyword:"format",params:{format: "regex"},message:"must match format \""+"regex"+"\""};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/exclude/" + i6+"/url",schemaPath:"#/$defs/exclusion/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data38.method !== undefined){
let data41 = data38.method;
if(typeof data41 === "string"){
if(!pattern14.test(data41)){
const err69 = {instancePath:instancePath+"/exclude/" + i6+"/method",schemaPath:"#/$defs/exclusion/properties/method/pattern",keyword:"pattern",params:{pattern: "^[A-Z]+$"},message:"must match pattern \""+"^[A-Z]+$"+"\""};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/exclude/" + i6+"/method",schemaPath:"#/$defs/exclusion/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data38.pointer !== undefined){
let data42 = data38.pointer;
if(typeof data42 === "string"){
if(!(formats0(data42))){
const err71 = {instancePath:instancePath+"/exclude/" + i6+"/pointer",schemaPath:"#/$defs/exclusion/properties/pointer/format",keyword:"format",params:{format: "regex"},message:"must match format \""+"regex"+"\""};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/exclude/" + i6+"/pointer",schemaPath:"#/$defs/exclusion/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data38.actual !== undefined){
let data43 = data38.actual;
if(typeof data43 === "string"){
if(!(formats0(data43))){
const err73 = {instancePath:instancePath+"/exclude/" + i6+"/actual",schemaPath:"#/$defs/exclusion/properties/actual/format",keyword:"format",params:{format: "regex"},message:"must match format \""+"regex"+"\""};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/exclude/" + i6+"/actual",schemaPath:"#/$defs/exclusion/properties/actual/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data38.because !== undefined){
let data44 = data38.because;
if(typeof data44 === "string"){
if(func2(data44) < 1){
const err75 = {instancePath:instancePath+"/exclude/" + i6+"/because",schemaPath:"#/$defs/exclusion/properties/because/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/exclude/" + i6+"/because",schemaPath:"#/$defs/exclusion/properties/because/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath:instancePath+"/exclude/" + i6,schemaPath:"#/$defs/exclusion/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/exclude",schemaPath:"#/properties/exclude/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err79 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.exclusion = validate21;

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
if(data.because === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "because"},message:"must have required property '"+"because"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "requirement") || (key0 === "url")) || (key0 === "method")) || (key0 === "pointer")) || (key0 === "actual")) || (key0 === "because"))){
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
if(data.requirement !== undefined){
let data0 = data.requirement;
if(typeof data0 === "string"){
if(!pattern11.test(data0)){
const err3 = {instancePath:instancePath+"/requirement",schemaPath:"#/properties/requirement/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9-]+$"},message:"must match pattern \""+"^[A-Za-z0-9-]+$"+"\""};
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
const err4 = {instancePath:instancePath+"/requirement",schemaPath:"#/properties/requirement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.url !== undefined){
let data1 = data.url;
if(typeof data1 === "string"){
if(!(formats0(data1))){
const err5 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "regex"},message:"must match format \""+"regex"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
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
let data2 = data.method;
if(typeof data2 === "string"){
if(!pattern14.test(data2)){
const err7 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/pattern",keyword:"pattern",params:{pattern: "^[A-Z]+$"},message:"must match pattern \""+"^[A-Z]+$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.pointer !== undefined){
let data3 = data.pointer;
if(typeof data3 === "string"){
if(!(formats0(data3))){
const err9 = {instancePath:instancePath+"/pointer",schemaPath:"#/properties/pointer/format",keyword:"format",params:{format: "regex"},message:"must match format \""+"regex"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/pointer",schemaPath:"#/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.actual !== undefined){
let data4 = data.actual;
if(typeof data4 === "string"){
if(!(formats0(data4))){
const err11 = {instancePath:instancePath+"/actual",schemaPath:"#/properties/actual/format",keyword:"format",params:{format: "regex"},message:"must match format \""+"regex"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/actual",schemaPath:"#/properties/actual/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.because !== undefined){
let data5 = data.because;
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err13 = {instancePath:instancePath+"/because",schemaPath:"#/properties/because/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/because",schemaPath:"#/properties/because/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

